-- The exchange rates the server has fetched from their source (the Banco Central's PTAX service), one row per
-- currency and day, so each is asked for once: a published rate of a past day never changes. Days without a rate
-- are not kept (a bulletin may still be published later that day).
CREATE TABLE exchange_rates (
  currency text NOT NULL,
  day date NOT NULL,
  rate_micros bigint NOT NULL CHECK (rate_micros > 0),
  source text NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (currency, day)
);
