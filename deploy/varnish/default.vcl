vcl 4.1;
# Varnish (Debian's `varnish` package, 7.x) in front of N storefront instances (`node server.mjs`).
# Run: varnishd -F -a :80 -f /etc/varnish/default.vcl -s malloc,256m
# Add one `backend` per instance and one `storefront.add_backend()` line in vcl_init; point `store` at the
# store API (http only: Varnish does not speak TLS to backends; behind an https-only API, send /api to the
# instances instead, which forward it: see docs/guide/deployment.md).
# The cache rules themselves are in storefront.vcl (the same for every deployment).

import directors;
import std;

# An instance is in rotation while its /healthz answers 200 (it answers 503 while draining after SIGTERM).
probe storefront_health {
  .url = "/healthz";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

backend instance1 {
  .host = "127.0.0.1";
  .port = "3001";
  .probe = storefront_health;
  .connect_timeout = 1s;
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 10s;
}

backend instance2 {
  .host = "127.0.0.1";
  .port = "3002";
  .probe = storefront_health;
  .connect_timeout = 1s;
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 10s;
}

# The store API (VITRINE_API_URL of the instances): /api and /sandbox go straight to it, never cached.
backend store {
  .host = "127.0.0.1";
  .port = "4010";
  .connect_timeout = 2s;
  .first_byte_timeout = 15s;
}

sub vcl_init {
  new storefront = directors.round_robin();
  storefront.add_backend(instance1);
  storefront.add_backend(instance2);
}

include "storefront.vcl";
