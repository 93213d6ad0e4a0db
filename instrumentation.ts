/**
 * Runs once when the server starts (Next's instrumentation hook): enquiries left in the outbox
 * by an earlier run, or posted while the core service was down, are delivered now; with
 * REDIS_URL this instance also starts reading the shared enquiry stream.
 */
export async function register() {
  // Next sets NEXT_RUNTIME itself; the forwarder needs Node's file system, not the edge runtime.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startEnquiryDelivery } = await import('./lib/enquiries/forwarding')
  startEnquiryDelivery()
}
