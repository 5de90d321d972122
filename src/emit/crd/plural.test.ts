import test from "ava";
import { pluralKind } from "./plural.js";

test("plurals of kinds, lower case, the last word pluralised", (t) => {
  const cases: [string, string][] = [
    ["CronJob", "cronjobs"], ["Memcached", "memcacheds"], ["Busybox", "busyboxes"], ["Wordpress", "wordpresses"],
    ["HealthCheckPolicy", "healthcheckpolicies"], ["Gateway", "gateways"], ["Lakers", "lakers"], ["Status", "statuses"],
    ["Analysis", "analyses"], ["Person", "people"], ["Index", "indices"], ["Fish", "fish"], ["TestQuota", "testquotas"],
  ];
  for (const [kind, plural] of cases) t.is(pluralKind(kind), plural, kind);
});
