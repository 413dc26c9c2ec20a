# The storefront's cache rules, included by default.vcl (which declares the backends, the `storefront`
# director and the `store` backend).
#
# - Catalogue pages follow the instances' Cache-Control: `s-maxage` is the TTL, `stale-while-revalidate` the
#   grace (a stale copy is served while a fresh one is fetched in the background).
# - A response with Set-Cookie, or marked private / no-store, is never stored.
# - Customer pages (/customer…) and the store API (/api, /sandbox) always reach the origin, with the
#   shopper's cookies; no other request carries cookies (the server renders nothing of the shopper).
# - Tracking parameters (utm_*, gclid, fbclid…) are removed from the address before the lookup: one copy of
#   a page, whatever campaign link brought the shopper (the page itself reads none of them).
# - A GET or HEAD that fails on one instance (killed, restarting) is retried on another.

sub vcl_recv {
  # The health of the cache itself, for the load balancer in front (answers without a backend).
  if (req.url == "/varnish-health") {
    return (synth(200, "OK"));
  }

  # The store API: straight to the store, never cached, cookies and body as they came.
  if (req.url ~ "^/(api|sandbox)(/|\?|$)") {
    set req.backend_hint = store;
    return (pass);
  }

  set req.backend_hint = storefront.backend();

  if (req.method != "GET" && req.method != "HEAD") {
    # The instances answer 405 to anything else; never stored.
    return (pass);
  }

  # One shopper's pages and the instances' own health: always to an instance, with the cookies.
  if (req.url ~ "^/customer(/|\?|$)" || req.url ~ "^/healthz(\?|$)") {
    return (pass);
  }

  # Campaign and click identifiers never change a page: out of the cache key (and of the backend request).
  if (req.url ~ "[?&](utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|yclid|ttclid|igshid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|srsltid)=") {
    set req.url = regsuball(req.url, "(?i)(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|yclid|ttclid|igshid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|srsltid)=[^&#]*&?", "");
    set req.url = regsub(req.url, "[?&]+$", "");
    set req.url = regsub(req.url, "\?&+", "?");
  }

  # Everything else is the same for every shopper: the cookies stay with the browser.
  unset req.http.Cookie;
  unset req.http.Authorization;
  return (hash);
}

sub vcl_hit {
  set req.http.X-Cache = "HIT";
}

sub vcl_miss {
  set req.http.X-Cache = "MISS";
}

sub vcl_pass {
  set req.http.X-Cache = "PASS";
}

sub vcl_backend_response {
  # Never store one shopper's answer: a cookie, or what the origin marked private, or a customer page.
  if (beresp.http.Set-Cookie ||
      beresp.http.Cache-Control ~ "(private|no-store|no-cache)" ||
      bereq.url ~ "^/customer(/|\?|$)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # An error page (an outage) is not kept unless the origin said how long.
  if (beresp.status >= 500 && beresp.http.Cache-Control !~ "s-maxage") {
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    return (deliver);
  }
  # stale-while-revalidate=N: served stale up to N seconds while Varnish fetches a fresh copy.
  if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, ".*stale-while-revalidate=([0-9]+).*", "\1") + "s", 0s);
  }
  return (deliver);
}

sub vcl_backend_error {
  # An instance that went away mid-request: a read is safe to ask another one.
  if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 3) {
    return (retry);
  }
}

sub vcl_deliver {
  # Whether this answer came from the cache (HIT), was fetched to be stored (MISS) or always goes to the
  # origin (PASS). Cache-Control is left as the origin set it: browsers revalidate (max-age=0).
  set resp.http.X-Cache = req.http.X-Cache;
  if (!resp.http.X-Cache) {
    set resp.http.X-Cache = "SYNTH";
  }
}
