/**
 * The site's analytics tables, columns and keys, as migration 3 creates them; migration 5
 * rebuilds each with the same columns and keys.
 */
const ANALYTICS_TABLES: Record<string, string> = {
  analytics_days: `
    day TEXT PRIMARY KEY,
    views INTEGER NOT NULL,
    visitors INTEGER
  `,
  analytics_page_views: `
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  `,
  analytics_referrers: `
    day TEXT NOT NULL,
    domain TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, domain)
  `,
  analytics_visitors_today: `
    day TEXT NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (day, digest)
  `,
  analytics_vitals: `
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
    value INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, path, metric, value)
  `,
}

/** SQLite cannot make a table WITHOUT ROWID in place: a copy is made so, filled, and renamed. */
function rebuiltWithoutRowid(table: string, columns: string): string {
  return `
  CREATE TABLE ${table}_by_key (${columns}) WITHOUT ROWID;
  INSERT INTO ${table}_by_key SELECT * FROM ${table};
  DROP TABLE ${table};
  ALTER TABLE ${table}_by_key RENAME TO ${table};
  `
}

/**
 * The database schema as numbered migrations: `PRAGMA user_version` records how many have run,
 * so a later change is one more entry here and old files are brought up to date on open.
 *
 * History lives in its own table rather than a JSON column of `enquiries`: entries are only
 * ever appended, so adding one is one INSERT in the status change's transaction (no reading,
 * re-serialising and rewriting a growing array), and "who changed what" stays queryable.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE enquiries (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    lang TEXT NOT NULL CHECK (lang IN ('th', 'en')),
    topic TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    company TEXT,
    message TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('new', 'in_progress', 'closed')),
    updated_at TEXT NOT NULL,
    -- name, e-mail, company and message case-folded in JavaScript, which folds all of Unicode
    -- (SQLite's lower() folds only ASCII); enquiry fields never change after they arrive.
    search_text TEXT NOT NULL
  );
  CREATE INDEX enquiries_by_received ON enquiries (received_at DESC);
  CREATE INDEX enquiries_by_status ON enquiries (status, received_at DESC);

  CREATE TABLE enquiry_history (
    seq INTEGER PRIMARY KEY,
    enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
    at TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('new', 'in_progress', 'closed')),
    note TEXT,
    changed_by TEXT NOT NULL
  );
  CREATE INDEX enquiry_history_by_enquiry ON enquiry_history (enquiry_id, seq);
  `,
  // The product an enquiry is about (shared/enquiry.ts): its id, slug and name
  // as they were when it was sent. NULL in enquiries about no product, and in older ones.
  `
  ALTER TABLE enquiries ADD COLUMN product_id TEXT;
  ALTER TABLE enquiries ADD COLUMN product_slug TEXT;
  ALTER TABLE enquiries ADD COLUMN product_name TEXT;
  `,
  // The site's analytics (services/core/siteAnalyticsRepository.ts): counts per day only. A
  // visitor is a digest salted with a salt that lives in memory for one day; the digests of a
  // day are replaced by their count when the day is over. Vitals are histograms (value, count).
  Object.entries(ANALYTICS_TABLES)
    .map(([table, columns]) => `CREATE TABLE ${table} (${columns});`)
    .join('\n'),
  // Example enquiries (exampleEnquiries.ts), which the embedded default puts in a new file so
  // a first visit to the console shows what it is for; the console marks them as examples.
  `
  ALTER TABLE enquiries ADD COLUMN is_example INTEGER NOT NULL DEFAULT 0;
  `,
  // The analytics tables keep their rows in their key's order (WITHOUT ROWID): a row is stored
  // once, not in the table and again in its key's index, so counting one more view or vital
  // changes one 4 KiB page instead of two, and a day's rows sit together. Same columns, keys
  // and queries; the rows are copied over.
  Object.entries(ANALYTICS_TABLES)
    .map(([table, columns]) => rebuiltWithoutRowid(table, columns))
    .join('\n'),
  // E-mail alerts (alertRepository.ts, issue 33). Subscribers hold the only address; deliveries
  // and announcements name a subscriber by id, so removing the subscriber row (and the outbox
  // messages to it) removes the address everywhere. Topics get a table of their own so that
  // "confirmed subscribers of a topic" is an index lookup. The unique key of announcements is
  // what makes several instances' concurrent item syncs announce an item once.
  `
  CREATE TABLE alert_subscribers (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    lang TEXT NOT NULL CHECK (lang IN ('th', 'en')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
    consent_at TEXT NOT NULL,
    consent_version TEXT NOT NULL,
    consent_lang TEXT NOT NULL CHECK (consent_lang IN ('th', 'en')),
    created_at TEXT NOT NULL,
    confirmed_at TEXT,
    expires_at TEXT
  );
  CREATE INDEX alert_subscribers_expiring ON alert_subscribers (expires_at)
    WHERE status = 'pending';

  CREATE TABLE alert_subscriber_topics (
    topic TEXT NOT NULL,
    subscriber_id TEXT NOT NULL REFERENCES alert_subscribers (id),
    PRIMARY KEY (topic, subscriber_id)
  ) WITHOUT ROWID;
  CREATE INDEX alert_subscriber_topics_by_subscriber ON alert_subscriber_topics (subscriber_id);

  -- The first item sync's moment: items known then are never announced.
  CREATE TABLE alert_state (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) WITHOUT ROWID;

  -- Every key the site has ever shown; grows with the content only.
  CREATE TABLE alert_known_items (
    key TEXT PRIMARY KEY,
    first_seen_at TEXT NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE alert_announcements (
    id TEXT PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    topic TEXT NOT NULL,
    published_at TEXT NOT NULL,
    announced_at TEXT NOT NULL,
    -- { th: { title, summary, url }, en: {...} } as the site sent it
    content TEXT NOT NULL
  );
  CREATE INDEX alert_announcements_by_time ON alert_announcements (announced_at DESC);

  CREATE TABLE alert_deliveries (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('confirm', 'alreadySubscribed', 'announcement')),
    subscriber_id TEXT NOT NULL,
    announcement_id TEXT REFERENCES alert_announcements (id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL,
    next_attempt_at TEXT NOT NULL,
    lease_until TEXT,
    last_error TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX alert_deliveries_due ON alert_deliveries (next_attempt_at, created_at)
    WHERE status = 'pending';
  CREATE INDEX alert_deliveries_by_subscriber ON alert_deliveries (subscriber_id, kind, created_at);
  CREATE INDEX alert_deliveries_by_announcement ON alert_deliveries (announcement_id, status);
  CREATE INDEX alert_deliveries_settled ON alert_deliveries (created_at)
    WHERE announcement_id IS NULL AND status != 'pending';

  -- One row per delivery handed out in the last minute: the send rate limit across instances.
  CREATE TABLE alert_send_slots (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL
  );
  CREATE INDEX alert_send_slots_by_time ON alert_send_slots (at);

  -- The embedded default's "sent" mail (no SMTP_URL); to_email is the bare address, for PDPA.
  CREATE TABLE alert_outbox (
    id TEXT PRIMARY KEY,
    delivery_id TEXT,
    to_address TEXT NOT NULL,
    to_email TEXT NOT NULL,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    headers TEXT NOT NULL,
    raw TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX alert_outbox_by_time ON alert_outbox (created_at DESC);
  CREATE INDEX alert_outbox_by_email ON alert_outbox (to_email);
  `,
]

/** What applyMigrations needs of a connection, whichever SQLite binding it is. */
export interface MigratedConnection {
  /** Runs statements without parameters. */
  exec(sql: string): void
  /** Runs `work` in one transaction. */
  inTransaction(work: () => void): void
}

/**
 * Brings a file at schema `version` up to date: each missing migration with its version number,
 * in a transaction of its own. Throws on a file newer than this code; returns whether any ran.
 */
export function applyMigrations(db: MigratedConnection, version: number, file: string): boolean {
  if (version > MIGRATIONS.length) {
    throw new Error(
      `${file} has schema version ${version}; this service knows up to ${MIGRATIONS.length}`,
    )
  }
  for (let next = version; next < MIGRATIONS.length; next++) {
    db.inTransaction(() => {
      db.exec(MIGRATIONS[next]!)
      db.exec(`PRAGMA user_version = ${next + 1}`)
    })
  }
  return version < MIGRATIONS.length
}
