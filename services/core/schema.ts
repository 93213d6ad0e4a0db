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
  // The analytics tables keep their rows in their key's order (WITHOUT ROWID): a row is stored
  // once, not in the table and again in its key's index, so counting one more view or vital
  // changes one 4 KiB page instead of two, and a day's rows sit together. Same columns, keys
  // and queries; the rows are copied over.
  `
  CREATE TABLE analytics_days_by_key (
    day TEXT PRIMARY KEY,
    views INTEGER NOT NULL,
    visitors INTEGER
  ) WITHOUT ROWID;
  INSERT INTO analytics_days_by_key (day, views, visitors)
    SELECT day, views, visitors FROM analytics_days;
  DROP TABLE analytics_days;
  ALTER TABLE analytics_days_by_key RENAME TO analytics_days;

  CREATE TABLE analytics_page_views_by_key (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  ) WITHOUT ROWID;
  INSERT INTO analytics_page_views_by_key (day, path, views)
    SELECT day, path, views FROM analytics_page_views;
  DROP TABLE analytics_page_views;
  ALTER TABLE analytics_page_views_by_key RENAME TO analytics_page_views;

  CREATE TABLE analytics_referrers_by_key (
    day TEXT NOT NULL,
    domain TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, domain)
  ) WITHOUT ROWID;
  INSERT INTO analytics_referrers_by_key (day, domain, views)
    SELECT day, domain, views FROM analytics_referrers;
  DROP TABLE analytics_referrers;
  ALTER TABLE analytics_referrers_by_key RENAME TO analytics_referrers;

  CREATE TABLE analytics_visitors_today_by_key (
    day TEXT NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (day, digest)
  ) WITHOUT ROWID;
  INSERT INTO analytics_visitors_today_by_key (day, digest)
    SELECT day, digest FROM analytics_visitors_today;
  DROP TABLE analytics_visitors_today;
  ALTER TABLE analytics_visitors_today_by_key RENAME TO analytics_visitors_today;

  CREATE TABLE analytics_vitals_by_key (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
    value INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, path, metric, value)
  ) WITHOUT ROWID;
  INSERT INTO analytics_vitals_by_key (day, path, metric, value, count)
    SELECT day, path, metric, value, count FROM analytics_vitals;
  DROP TABLE analytics_vitals;
  ALTER TABLE analytics_vitals_by_key RENAME TO analytics_vitals;
  `,
]
