/**
 * The plans of the pricing page: numbers here, words in `pricing.plans.<id>.*` (its name,
 * summary and the plan's own `features`). Prices are monthly, in euros, formatted by the
 * message `pricing.price` (`{price, number, ::currency/EUR}`) in each locale's way.
 */
export interface Plan {
  id: "starter" | "team" | "business";
  /** Euros per month. */
  price: number;
  languages: number;
  /** Editor accounts. */
  seats: number;
  features: readonly string[];
  popular: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: "starter", price: 9, languages: 2, seats: 1, features: ["edge", "support"], popular: false },
  { id: "team", price: 29, languages: 5, seats: 3, features: ["review", "preview"], popular: true },
  { id: "business", price: 79, languages: 10, seats: 25, features: ["roles", "support"], popular: false },
];

/** The questions of the pricing page's FAQ, in order: `pricing.faq.<id>.question` and `.answer`. */
export const FAQ = ["trial", "cancel", "upgrade", "invoice"] as const;
