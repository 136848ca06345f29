import { type Kysely, sql } from 'kysely';

/**
 * 013: SEPA direct debit mandates (issue 11, spec §5 "Direct debit requires account holder, IBAN,
 * street, house number, postal code, city, mobile number, an SMS code and a consent checkbox"):
 * one mandate per payment, its SMS code stored as sha256 with the wrong attempts counted, and
 * when it was confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table direct_debit_mandates (
    payment_id integer primary key references payments(id) on delete cascade,
    user_id integer not null references users(id) on delete cascade,
    account_holder text not null,
    iban text not null,
    street text not null,
    house_number text not null,
    postal_code text not null,
    city text not null,
    mobile text not null,
    sms_code_hash text not null,
    sms_sent_at timestamptz not null default now(),
    wrong_codes integer not null default 0,
    confirmed_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index direct_debit_mandates_user_idx on direct_debit_mandates (user_id)`.execute(db);
}

/** Reverts 013. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists direct_debit_mandates`.execute(db);
}
