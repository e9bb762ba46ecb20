import { performance } from "node:perf_hooks";
import {
  buildSearchIndex,
  DEFAULT_DIRECTORY_PAGE_SIZE,
  filterIndex,
  paginate,
  type DirectoryMember,
} from "../../src/domain/directory";

/**
 * The member directory's search over 10,000 generated members: what one keystroke costs the
 * island (filter the precomputed index, then cut the current page). Prints the median per query.
 * Usage: tsx scripts/bench/directory.ts [members] [runs]
 */
const MEMBERS = Number(process.argv[2] ?? 10_000);
const RUNS = Number(process.argv[3] ?? 51);

const firstNames = ["Asha", "Rohit", "Neha", "Imran", "Kavya", "Arjun", "Priya", "Suresh", "Farah", "Vikram"];
const lastNames = ["Verma", "Srivastava", "Tripathi", "Siddiqui", "Nair", "Yadav", "Pandey", "Rawat", "Khan"];
const designations = ["Professor of Agronomy", "Scientist, Soil Science", "Research Scholar", "Extension Officer"];
const areas = [
  "Agronomy, Cropping systems",
  "Soil Science",
  "Horticulture",
  "Forestry, Agroforestry",
  "Food processing",
];
const cities = ["Lucknow 226001", "Kanpur 208001", "Varanasi 221001", "Kathmandu, Nepal", "Example City"];

function generate(count: number): DirectoryMember[] {
  return Array.from({ length: count }, (_, i) => {
    const shares = i % 3 === 0;
    const name = `${firstNames[i % firstNames.length] ?? ""} ${lastNames[(i * 7) % lastNames.length] ?? ""} ${i}`;
    return {
      name,
      designation: designations[i % designations.length] ?? "",
      areaOfSpecialization: areas[(i * 3) % areas.length] ?? "",
      membershipType: i % 2 === 0 ? "Life" : "Annual",
      nationality: "Indian",
      email: shares ? `${name.toLowerCase().replace(/\W+/g, ".")}@example.org` : "",
      contact: shares ? `+91 90000 ${String(i).padStart(5, "0")}` : "",
      address: shares ? `${i} Example Marg, ${cities[i % cities.length] ?? ""}` : "",
    };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const members = generate(MEMBERS);
const indexStart = performance.now();
const index = buildSearchIndex(members);
const indexMs = performance.now() - indexStart;

// A blank box, one letter, a word, several words, a phone fragment, and nothing at all.
const queries = ["", "a", "agronomy", "professor agronomy lucknow", "90000 0", "zzzz"];
console.log(`Directory search over ${MEMBERS.toLocaleString("en-IN")} members, ${RUNS} runs per query`);
console.log(`index built once in ${indexMs.toFixed(2)} ms`);
const medians: number[] = [];
for (const query of queries) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const matches = filterIndex(index, query);
    const page = paginate(matches, 1, DEFAULT_DIRECTORY_PAGE_SIZE);
    times.push(performance.now() - start);
    found = page.total;
  }
  const ms = median(times);
  medians.push(ms);
  console.log(`  ${JSON.stringify(query).padEnd(30)} ${ms.toFixed(3).padStart(8)} ms median   ${found} found`);
}
console.log(`median filter time: ${median(medians).toFixed(3)} ms (worst query ${Math.max(...medians).toFixed(3)} ms)`);
