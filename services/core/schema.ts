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
  `
  CREATE TABLE analytics_days (
    day TEXT PRIMARY KEY,
    views INTEGER NOT NULL,
    visitors INTEGER
  );
  CREATE TABLE analytics_page_views (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  );
  CREATE TABLE analytics_referrers (
    day TEXT NOT NULL,
    domain TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, domain)
  );
  CREATE TABLE analytics_visitors_today (
    day TEXT NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (day, digest)
  );
  CREATE TABLE analytics_vitals (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
    value INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, path, metric, value)
  );
  `,
  // Example enquiries (exampleEnquiries.ts), which the embedded default puts in a new file so
  // a first visit to the console shows what it is for; the console marks them as examples.
  `
  ALTER TABLE enquiries ADD COLUMN is_example INTEGER NOT NULL DEFAULT 0;
  `,
]
