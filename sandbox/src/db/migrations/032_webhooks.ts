import type { Migration } from '../migrate';

/**
 * A merchant's webhooks (catalogue 7.13) and their deliveries (issue 22 P4): one delivery per event and webhook,
 * with its form-encoded body and its retry state, and every attempt made (kept across restarts). A receiver table
 * records what the sandbox's own test endpoint (`/api/_sandbox/receiver/{key}`) was sent.
 */
export const webhooksSchema: Migration = {
  version: 32,
  name: 'webhooks',
  up(db) {
    db.exec(`
      CREATE TABLE webhooks (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        uri TEXT NOT NULL,
        events TEXT NOT NULL,
        secret_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX webhooks_merchant ON webhooks (merchant_id);

      CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        webhook_id INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        data TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'retrying', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        retries_from INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, status);

      CREATE TABLE webhook_attempts (
        id INTEGER PRIMARY KEY,
        delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        webhook_id INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        uri TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('succeeded', 'failed')),
        status_code INTEGER,
        error TEXT,
        latency_ms INTEGER NOT NULL,
        request_headers TEXT NOT NULL,
        request_body TEXT NOT NULL,
        response_body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX webhook_attempts_log ON webhook_attempts (webhook_id, id);
      CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id);

      CREATE TABLE sandbox_receiver (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL,
        headers TEXT NOT NULL,
        body TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
      CREATE INDEX sandbox_receiver_key ON sandbox_receiver (key, id);
    `);
  },
};
