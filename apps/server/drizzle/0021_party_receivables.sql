CREATE TABLE "party_receivables" (
	"party_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "party_receivables_party_id_currency_pk" PRIMARY KEY("party_id","currency")
);
--> statement-breakpoint
ALTER TABLE "party_receivables" ADD CONSTRAINT "party_receivables_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_office_unpaid_idx" ON "invoices" USING btree ("office_code","side","due_date") WHERE "invoices"."state" = 'CONFIRMED' and "invoices"."cleared_amount" = 0;--> statement-breakpoint
-- What one invoice adds to its party's receivables: the outstanding share of its local gross, to the cent (credit/queries.ts).
CREATE FUNCTION invoice_receivable(state varchar, side varchar, local_gross numeric, gross_total numeric, cleared numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN state = 'CONFIRMED' AND side = 'AR' AND cleared <> gross_total
    THEN round(local_gross * (gross_total - cleared) / gross_total, 2) ELSE 0 END
$$;
--> statement-breakpoint
-- Moves a party's receivables by what an invoice write changed: the old row's share out, the new row's in.
CREATE FUNCTION add_party_receivable(owing_party integer, local_currency varchar, change numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO party_receivables AS r (party_id, currency, amount) VALUES (owing_party, local_currency, change)
  ON CONFLICT (party_id, currency) DO UPDATE SET amount = r.amount + excluded.amount
$$;
--> statement-breakpoint
CREATE FUNCTION track_party_receivables() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was numeric := 0;
  now_is numeric := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was := invoice_receivable(OLD.state, OLD.side, OLD.local_gross, OLD.gross_total, OLD.cleared_amount);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    now_is := invoice_receivable(NEW.state, NEW.side, NEW.local_gross, NEW.gross_total, NEW.cleared_amount);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.party_id = NEW.party_id AND OLD.local_currency = NEW.local_currency THEN
    IF now_is <> was THEN PERFORM add_party_receivable(NEW.party_id, NEW.local_currency, now_is - was); END IF;
    RETURN NULL;
  END IF;
  IF was <> 0 THEN PERFORM add_party_receivable(OLD.party_id, OLD.local_currency, -was); END IF;
  IF now_is <> 0 THEN PERFORM add_party_receivable(NEW.party_id, NEW.local_currency, now_is); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_party_receivables AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION track_party_receivables();
--> statement-breakpoint
INSERT INTO party_receivables (party_id, currency, amount)
  SELECT party_id, local_currency, sum(invoice_receivable(state, side, local_gross, gross_total, cleared_amount))
  FROM invoices WHERE state = 'CONFIRMED' AND side = 'AR' AND cleared_amount <> gross_total
  GROUP BY party_id, local_currency;
