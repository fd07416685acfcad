-- The language the visitor was using when they handed over to payment (the hand-off's lang, as a
-- BCP 47 code), so the payment pages the server draws speak it too.
alter table orders add column language text not null default 'en' check (language ~ '^[a-z]{2}$');
