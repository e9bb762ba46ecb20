import type { EventInput } from "../../../src/domain/events";
import { addDays, indiaToday } from "../../../src/domain/india-date";

/**
 * The demo events (docs/rules/events.md), clearly fictional: one past international conference,
 * one upcoming national symposium with early-bird fees, a members' category, a capacity and
 * abstracts (taken until 20 days before it starts: demo/event-abstracts.ts has some), and one
 * upcoming workshop; and a workshop still being prepared (a draft, on no public page). Their dates are counted from the day of seeding in India, so the symposium is
 * open for registration whenever the demo is seeded.
 */
export function demoEvents(today: string = indiaToday()): EventInput[] {
  const day = (offset: number) => addDays(today, offset);
  const year = (offset: number) => day(offset).slice(0, 4);
  return [
    {
      title: "Demo: International Conference on Climate-Resilient Farming",
      kind: "conference",
      slug: `demo-climate-resilient-farming-${year(-200)}`,
      startDate: day(-200),
      endDate: day(-198),
      venue: "Demo Convention Centre, Lucknow",
      description:
        "This is demonstration content. Three days of papers and field visits on farming that withstands drought, heat and floods.",
      organisers: ["Demo Organising Committee"],
      contactEmail: "events@example.org",
      registrationOpens: day(-300),
      registrationCloses: day(-205),
      capacity: 300,
      sac: "998596",
      fees: [
        { name: "Indian delegate", fee: 5000, gst: 900 },
        { name: "Foreign delegate", fee: 15000, gst: 2700 },
      ],
      published: true,
    },
    {
      title: "Demo: National Symposium on Soil Health and Farm Enterprise",
      kind: "symposium",
      slug: `demo-soil-health-symposium-${year(60)}`,
      startDate: day(60),
      endDate: day(61),
      venue: "Demo Agricultural University, Lucknow",
      description:
        "This is demonstration content. Two days on soil health, farm-based enterprises and the technologies that join them.",
      organisers: ["Demo Organising Secretary", "Demo Convener"],
      contactEmail: "events@example.org",
      registrationOpens: day(-30),
      registrationCloses: day(50),
      capacity: 120,
      sac: "998596",
      abstractsUntil: day(40),
      fees: [
        {
          name: "Member",
          fee: 2000,
          gst: 360,
          eligibility: "members",
          earlyBird: { fee: 1500, gst: 270, until: day(15) },
        },
        { name: "Non-member", fee: 3000, gst: 540, earlyBird: { fee: 2500, gst: 450, until: day(15) } },
        { name: "Student", fee: 1000, gst: 180 },
      ],
      published: true,
    },
    {
      title: "Demo: Workshop on Farm Records and Bookkeeping",
      kind: "workshop",
      slug: `demo-farm-records-workshop-${year(25)}`,
      startDate: day(25),
      endDate: day(25),
      venue: "Demo Training Hall, Lucknow",
      description: "This is demonstration content. A one-day hands-on workshop for farmers' producer organisations.",
      organisers: ["Demo Workshop Coordinator"],
      contactEmail: "events@example.org",
      registrationOpens: day(-10),
      registrationCloses: day(20),
      capacity: 30,
      sac: "",
      fees: [{ name: "Participant", fee: 500, gst: 90 }],
      published: true,
    },
    {
      title: "Demo: Workshop on Drip Irrigation (being prepared)",
      kind: "workshop",
      slug: `demo-drip-irrigation-workshop-${year(90)}`,
      startDate: day(90),
      endDate: day(90),
      venue: "Demo Training Hall, Lucknow",
      description: "This is demonstration content, not yet published: the office is still preparing it.",
      organisers: [],
      contactEmail: "events@example.org",
      registrationOpens: day(30),
      registrationCloses: day(80),
      sac: "",
      fees: [{ name: "Participant", fee: 500, gst: 90 }],
      published: false,
    },
  ];
}
