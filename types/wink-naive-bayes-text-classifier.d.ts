// The package ships no types; these are the calls lib/leads/spam-text.mjs makes.
declare module "wink-naive-bayes-text-classifier" {
  type Classifier = {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    computeOdds(tokens: string[]): [label: string, log2Odds: number][];
    exportJSON(): string;
    importJSON(json: string): boolean;
  };
  export default function naiveBayes(): Classifier;
}
