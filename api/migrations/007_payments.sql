-- The payment flow: orders priced on the server, their status history, the gateway events
-- already handled (so a replayed webhook changes nothing), the delivery requests paid orders
-- raise for the floor-plan service, and the checkout heartbeats behind the live-viewer count.

-- id is the merchant order id (moid) the visitor sees: 128 random bits, never sequential.
-- Amounts are integers in minor units (paise, cents), as the gateways take them.
create table orders (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{22}$'),
  response_id text not null references survey_responses (id),
  package_type text not null
    check (package_type in ('Option1', 'Option2', 'Option1_2D_3D', 'Option2_2D_3D', 'Option1_2D_3D_Offer')),
  product_id text not null check (product_id <> ''),
  currency text not null references currencies (code),
  amount_minor integer not null check (amount_minor > 0),
  gateway text not null check (gateway in ('test', 'razorpay', 'stripe')),
  gateway_order_id text,
  payment_id text,
  status text not null check (status in ('created', 'pending', 'paid', 'failed', 'cancelled')),
  -- Where the visitor goes afterwards: '' or the /us, /uk prefix of the thank-you page, and the
  -- same-origin path of the checkout that 'Try again!' returns to.
  return_prefix text not null check (return_prefix in ('', '/us', '/uk')),
  back_path text not null check (back_path ~ '^/' and back_path !~ '^//'),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  paid_at timestamptz
);

-- At most one open order per response and package: a repeated hand-off reuses it, so nothing is charged twice.
create unique index orders_one_open_per_package on orders (response_id, package_type) where status in ('created', 'pending');
create unique index orders_gateway_order on orders (gateway, gateway_order_id) where gateway_order_id is not null;
create index orders_paid_at on orders (paid_at) where status = 'paid';

create table order_status_history (
  id bigserial primary key,
  order_id text not null references orders (id),
  status text not null check (status in ('created', 'pending', 'paid', 'failed', 'cancelled')),
  at timestamptz not null,
  detail text not null
);
create index order_status_history_order on order_status_history (order_id, id);

-- Webhook events already processed, by the gateway's own event id.
create table gateway_events (
  gateway text not null,
  event_id text not null,
  received_at timestamptz not null,
  primary key (gateway, event_id)
);

-- One per paid order: the floor-plan service fulfils it and sets fulfilled_at.
create table delivery_requests (
  order_id text primary key references orders (id),
  response_id text not null references survey_responses (id),
  package_type text not null,
  requested_at timestamptz not null,
  fulfilled_at timestamptz
);

-- The last time each anonymous checkout visitor (a random id from the browser) was seen, and a
-- hash of the address it came from (not the address), so one machine cannot pose as a crowd.
create table checkout_heartbeats (
  visitor_id text primary key check (visitor_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  page text not null check (page in ('checkout')),
  address_hash text not null,
  seen_at timestamptz not null
);
create index checkout_heartbeats_seen_at on checkout_heartbeats (seen_at);
