import { registerForEvent } from "../../src/server/events/registrations";

/**
 * One function instance of event-places-instances.test.ts: a process of its own, so its store
 * client and its copies are its own, as on Netlify. Against the store named by
 * NETLIFY_BLOBS_CONTEXT it registers `count` people for the event, all at once or (`one-by-one`)
 * each after the one before has its answer, and prints what each was given as JSON, in the order
 * they were made, with when each was asked and answered (ms since the epoch; the instances share
 * the machine's clock). Usage: tsx event-registration-instance.ts EVENT_ID INSTANCE COUNT [at-once|one-by-one]
 */
const [eventId = "", instance = "0", count = "0", mode = "at-once"] = process.argv.slice(2);

async function registration(index: number) {
  const askedAt = Date.now();
  const { record } = await registerForEvent(
    eventId,
    {
      name: `Registrant ${instance}-${String(index)}`,
      email: `registrant-${instance}-${String(index)}@example.org`,
      phone: "+91 98765 43210",
      institution: "",
      category: "Delegate",
    },
    undefined,
  );
  return {
    id: record._id,
    reference: record.reference,
    status: record.status,
    place: record.place,
    turn: record.waitingTurn,
    askedAt,
    answeredAt: Date.now(),
  };
}

const indexes = Array.from({ length: Number(count) }, (_, index) => index);
const given: Awaited<ReturnType<typeof registration>>[] = [];
if (mode === "one-by-one") for (const index of indexes) given.push(await registration(index));
else given.push(...(await Promise.all(indexes.map(registration))));
process.stdout.write(JSON.stringify(given));
