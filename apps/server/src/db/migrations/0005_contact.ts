import { sql, type Kysely } from 'kysely';

/** Messages sent through the contact form: kept here, and emailed to CONTACT_TO. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      id serial PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      email text NOT NULL,
      form_type text NOT NULL
        CHECK (form_type IN ('newLocality', 'storyNotification', 'troubleTicket', 'generalFeedback')),
      fields jsonb NOT NULL CHECK (jsonb_typeof(fields) = 'object'),
      emailed_at timestamptz,
      email_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_messages`.execute(db);
}
