/** Enquiries in the core database: the only module that writes SQL about them. */

import type { ProductReference } from '@/shared/enquiry'
import type { EnquiryTopic } from '@/shared/enquirySchema'
import type { Lang } from '@/shared/lang'
import type { CoreDatabase, Database, Row, SqlValue } from './database'
import {
  ENQUIRY_STATUSES,
  isAllowedTransition,
  type Enquiry,
  type EnquiryHistoryEntry,
  type EnquiryStatus,
} from './enquiry'

/** The site's outbox record (see lib/enquiries/submitEnquiry.ts), already checked. */
export interface NewEnquiry {
  id: string
  receivedAt: string
  lang: Lang
  fields: {
    name: string
    email: string
    phone?: string
    company?: string
    topic: EnquiryTopic
    message: string
  }
  product?: ProductReference
}

export interface EnquiryListQuery {
  status?: EnquiryStatus
  /** Matched case-insensitively anywhere in the name, e-mail, company or message. */
  q?: string
  /** From 1. */
  page: number
  pageSize: number
}

export interface EnquiryList {
  items: Enquiry[]
  total: number
  page: number
  pageSize: number
  /** Per status, with the search `q` applied but not the status filter (the filter's tabs). */
  counts: Record<EnquiryStatus, number>
}

export interface StatusChange {
  status?: EnquiryStatus
  note?: string
}

export type StatusChangeResult =
  { kind: 'updated'; enquiry: Enquiry } | { kind: 'not_found' } | { kind: 'invalid_transition' }

export interface EnquiryRepository {
  /** Stores a new enquiry; an id seen before returns the stored one untouched. */
  create(input: NewEnquiry, by: string): Promise<{ enquiry: Enquiry; isCreated: boolean }>
  get(id: string): Promise<Enquiry | null>
  /** Newest first. */
  list(query: EnquiryListQuery): Promise<EnquiryList>
  /** A new status (an allowed transition) and/or a note, recorded in the history. */
  changeStatus(id: string, change: StatusChange, by: string): Promise<StatusChangeResult>
}

const ENQUIRY_COLUMNS = `id, received_at, lang, topic, name, email, phone, company, message,
  product_id, product_slug, product_name, status, updated_at`
// Read, never sent: only insertEnquiry sets it (for the examples).
const READ_COLUMNS = `${ENQUIRY_COLUMNS}, is_example`

/** Case folding for search, applied the same way to stored text and to the query. */
function foldForSearch(text: string): string {
  return text.normalize('NFC').toLowerCase()
}

function text(row: Row, column: string): string {
  const value = row[column]
  if (typeof value !== 'string') throw new Error(`enquiries: ${column} is not text`)
  return value
}

function textOrNull(row: Row, column: string): string | null {
  return row[column] === null ? null : text(row, column)
}

// The casts below are held true by the tables' CHECK constraints and by the checked input.
function toHistoryEntry(row: Row): EnquiryHistoryEntry {
  return {
    at: text(row, 'at'),
    status: text(row, 'status') as EnquiryStatus,
    note: textOrNull(row, 'note'),
    by: text(row, 'changed_by'),
  }
}

function toEnquiry(row: Row, history: EnquiryHistoryEntry[]): Enquiry {
  return {
    id: text(row, 'id'),
    receivedAt: text(row, 'received_at'),
    lang: text(row, 'lang') as Lang,
    topic: text(row, 'topic') as EnquiryTopic,
    name: text(row, 'name'),
    email: text(row, 'email'),
    phone: textOrNull(row, 'phone'),
    company: textOrNull(row, 'company'),
    message: text(row, 'message'),
    product: toProduct(row),
    status: text(row, 'status') as EnquiryStatus,
    updatedAt: text(row, 'updated_at'),
    isExample: row.is_example === 1,
    history,
  }
}

// The three columns are written together: all set, or all NULL.
function toProduct(row: Row): ProductReference | null {
  const id = textOrNull(row, 'product_id')
  if (id === null) return null
  return { id, slug: text(row, 'product_slug'), name: text(row, 'product_name') }
}

/** The enquiries of `rows` with their histories, in the order of `rows`. */
function withHistories(db: Database, rows: Row[]): Enquiry[] {
  if (rows.length === 0) return []
  const ids = rows.map((row) => text(row, 'id'))
  const historyRows = db.all(
    `SELECT enquiry_id, at, status, note, changed_by FROM enquiry_history
     WHERE enquiry_id IN (${ids.map(() => '?').join(', ')}) ORDER BY seq`,
    ids,
  )
  const histories = new Map<string, EnquiryHistoryEntry[]>(ids.map((id) => [id, []]))
  for (const row of historyRows) histories.get(text(row, 'enquiry_id'))?.push(toHistoryEntry(row))
  return rows.map((row) => toEnquiry(row, histories.get(text(row, 'id')) ?? []))
}

function findEnquiry(db: Database, id: string): Enquiry | null {
  const rows = db.all(`SELECT ${READ_COLUMNS} FROM enquiries WHERE id = ?`, [id])
  return withHistories(db, rows)[0] ?? null
}

function mustFindEnquiry(db: Database, id: string): Enquiry {
  const enquiry = findEnquiry(db, id)
  if (enquiry === null) throw new Error(`enquiries: ${id} vanished inside its own transaction`)
  return enquiry
}

/**
 * An enquiry's status (checked by the caller) and the history entry that records it, inside the
 * caller's transaction.
 */
export function recordStatus(db: Database, id: string, entry: EnquiryHistoryEntry): void {
  db.run('UPDATE enquiries SET status = ?, updated_at = ? WHERE id = ?', [
    entry.status,
    entry.at,
    id,
  ])
  addHistory(db, id, entry)
}

function addHistory(db: Database, id: string, entry: EnquiryHistoryEntry): void {
  db.run(
    'INSERT INTO enquiry_history (enquiry_id, at, status, note, changed_by) VALUES (?, ?, ?, ?, ?)',
    [id, entry.at, entry.status, entry.note, entry.by],
  )
}

function listEnquiries(db: Database, query: EnquiryListQuery): EnquiryList {
  const search = query.q === undefined ? [] : [foldForSearch(query.q)]
  const searchClause = query.q === undefined ? '1' : 'instr(search_text, ?) > 0'
  const filter: { clause: string; params: SqlValue[] } =
    query.status === undefined
      ? { clause: searchClause, params: search }
      : { clause: `${searchClause} AND status = ?`, params: [...search, query.status] }

  const counts: Record<EnquiryStatus, number> = { new: 0, in_progress: 0, closed: 0 }
  const countRows = db.all(
    `SELECT status, COUNT(*) AS count FROM enquiries WHERE ${searchClause} GROUP BY status`,
    search,
  )
  for (const row of countRows) {
    const status = text(row, 'status') as EnquiryStatus
    if (ENQUIRY_STATUSES.includes(status)) counts[status] = Number(row.count)
  }
  const total =
    query.status === undefined
      ? Object.values(counts).reduce((sum, count) => sum + count, 0)
      : counts[query.status]

  const rows = db.all(
    `SELECT ${READ_COLUMNS} FROM enquiries WHERE ${filter.clause}
     ORDER BY received_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    [...filter.params, query.pageSize, (query.page - 1) * query.pageSize],
  )
  return {
    items: withHistories(db, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  }
}

/**
 * Stores a new enquiry with status `new` and its arrival in the history (inside the caller's
 * transaction): a visitor's through `create`, the examples through exampleEnquiries.ts.
 */
export function insertEnquiry(
  db: Database,
  input: NewEnquiry,
  { at, by, isExample }: { at: string; by: string; isExample: boolean },
): void {
  db.run(
    `INSERT INTO enquiries (${ENQUIRY_COLUMNS}, search_text, is_example)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    newEnquiryRow(input, at, isExample),
  )
  addHistory(db, input.id, { at, status: 'new', note: null, by })
}

/**
 * The values insertEnquiry stores for a new enquiry, in its columns' order (bench:core measures
 * their size on disk).
 */
export function newEnquiryRow(
  input: NewEnquiry,
  at: string,
  isExample: boolean,
): (string | number | null)[] {
  const { name, email, phone, company, topic, message } = input.fields
  const { product } = input
  return [
    input.id,
    input.receivedAt,
    input.lang,
    topic,
    name,
    email,
    phone ?? null,
    company ?? null,
    message,
    product?.id ?? null,
    product?.slug ?? null,
    product?.name ?? null,
    'new',
    at,
    // The product's name too: searching for a product finds the enquiries about it.
    foldForSearch([name, email, company ?? '', message, product?.name ?? ''].join('\n')),
    isExample ? 1 : 0,
  ]
}

export function createEnquiryRepository(
  database: CoreDatabase,
  now: () => Date = () => new Date(),
): EnquiryRepository {
  return {
    create: (input, by) =>
      database.write((db) => {
        const stored = findEnquiry(db, input.id)
        if (stored !== null) return { enquiry: stored, isCreated: false }
        insertEnquiry(db, input, { at: now().toISOString(), by, isExample: false })
        return { enquiry: mustFindEnquiry(db, input.id), isCreated: true }
      }),

    get: (id) => database.read((db) => findEnquiry(db, id)),

    list: (query) => database.read((db) => listEnquiries(db, query)),

    changeStatus: (id, change, by) =>
      database.write((db): StatusChangeResult => {
        const stored = findEnquiry(db, id)
        if (stored === null) return { kind: 'not_found' }
        const status = change.status ?? stored.status
        const note = change.note ?? null
        // The same status is no transition: it is allowed only to add a note.
        const isAllowed =
          status === stored.status ? note !== null : isAllowedTransition(stored.status, status)
        if (!isAllowed) return { kind: 'invalid_transition' }
        recordStatus(db, id, { at: now().toISOString(), status, note, by })
        return { kind: 'updated', enquiry: mustFindEnquiry(db, id) }
      }),
  }
}
