-- The shoppers' own measures of the shop's pages (field data, ADR 0042): one row per measure a sampled page
-- view sent with navigator.sendBeacon. Nothing in a row points at a person: the route is the name of the
-- page's route pattern (`product`, never the address), the day is the shop's (Moscow) calendar day, the
-- device only «phone» or «desktop»; no address, session, account, time of day or query string is kept.
CREATE TABLE field_vitals (
  day date NOT NULL DEFAULT (now() AT TIME ZONE 'Europe/Moscow')::date,
  route text NOT NULL CHECK (route ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(route) <= 40),
  metric text NOT NULL CHECK (metric IN ('LCP', 'CLS', 'INP', 'TTFB')),
  device text NOT NULL CHECK (device IN ('phone', 'desktop')),
  value double precision NOT NULL CHECK (value >= 0 AND value <= 600000)
);
-- The operator's read: the last N days, grouped by day, route and metric.
CREATE INDEX field_vitals_day_idx ON field_vitals (day, route, metric);
