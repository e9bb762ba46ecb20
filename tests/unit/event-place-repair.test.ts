import { describe, expect, it } from "vitest";
import { eventInput, type EventRecord } from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { addEvent } from "../../src/server/events/events";
import { ORPHAN_GRACE_MS, repairOrphanPlaces } from "../../src/server/events/place-repair";
import { placesPrefix } from "../../src/server/events/registration-keys";
import { listEventRegistrations, placesLeft, registerForEvent } from "../../src/server/events/registrations";
import { claimNextNumber, newId } from "../../src/server/store";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordSentMail } from "../support/recorders";

/**
 * A place a stopped request left held by no registration (docs/decisions/event-places.md): the
 * daily repair frees it once its claim is past the grace period, offering it to the first one
 * waiting (e-mailed) or keeping it for the next registration, and looks at each place once.
 */

useOwnSandbox("event-place-repair");

const sentMail = recordSentMail();

const today = indiaToday();
const day = (offset: number) => addDays(today, offset);

async function event(slug: string, capacity: number): Promise<EventRecord> {
  return addEvent(
    eventInput.parse({
      title: `Symposium ${slug}`,
      kind: "symposium",
      slug,
      startDate: day(30),
      endDate: day(31),
      venue: "Lucknow",
      contactEmail: "events@example.org",
      registrationOpens: day(-5),
      registrationCloses: day(20),
      capacity,
      sac: "998596",
      fees: [{ name: "Delegate", fee: 1000, gst: 180 }],
      published: true,
    }),
  );
}

let count = 0;
const register = (target: EventRecord) =>
  registerForEvent(
    target._id,
    {
      name: `Delegate ${String(++count)}`,
      email: `repair-${String(count)}@example.org`,
      phone: "+91 98765 43210",
      institution: "",
      category: "Delegate",
    },
    undefined,
  );

/** What a request that stopped after its place claim leaves: the claim, and no registration. */
const strandedClaim = (target: EventRecord, claimedAt: Date) =>
  claimNextNumber(placesPrefix(target._id), { registrationId: newId(), claimedAt: claimedAt.toISOString() });

describe("the daily repair of places held by no registration", () => {
  it("offers a stranded place to the first one waiting, once, after the grace period", async () => {
    const target = await event("repair-waiting", 2);
    await register(target);
    const stranded = await strandedClaim(target, new Date());
    expect(stranded).toBe(2);
    const waiting = (await register(target)).record;
    expect(waiting).toMatchObject({ status: "waiting", waitingTurn: 1 });

    // Within the grace period the registration may still be on its way: nothing is freed.
    expect(await repairOrphanPlaces()).toMatchObject({ freed: 0, checked: 1 });
    const later = () => Date.now() + ORPHAN_GRACE_MS + 1_000;
    expect(await repairOrphanPlaces({ now: later })).toMatchObject({ freed: 1, offered: 1 });
    const offered = (await listEventRegistrations(target._id)).find((each) => each._id === waiting._id);
    expect(offered).toMatchObject({ status: "offered", place: 2 });
    expect(
      sentMail.messages.filter((mail) => mail.to === waiting.email && mail.kind === "event-place-offered"),
    ).toHaveLength(1);
    // Looked at once: the next run starts after it and frees nothing more.
    expect(await repairOrphanPlaces({ now: later })).toMatchObject({ freed: 0, checked: 0 });
  });

  it("keeps a stranded place for the next registration when nobody waits, and frees one place only once at once", async () => {
    const target = await event("repair-vacancy", 2);
    const old = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    await strandedClaim(target, old);
    await register(target);
    expect(await placesLeft(target)).toBe(0);
    const [one, two] = await Promise.all([repairOrphanPlaces(), repairOrphanPlaces()]);
    expect(one.freed + two.freed).toBe(1);
    expect(await placesLeft(target)).toBe(1);
    const next = (await register(target)).record;
    expect(next).toMatchObject({ status: "placed", place: 1 });
    expect(await placesLeft(target)).toBe(0);
  });
});
