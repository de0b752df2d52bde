// What one unit of a recipe costs (ficha técnica): each line's quantity (thousandths of the ingredient's unit) times
// the ingredient's unit cost (centavos), a recipe inside it costed the same way, rounded to the centavo once at the
// end. The server stores it on update-recipe-cost; the mirror computes the same number offline.

export interface RecipeLine {
  subproductId: string;
  quantity: number;
}

export interface Ingredient {
  kind: string;
  cost: number;
}

export interface RecipeSource {
  linesOf(recipeId: string): Promise<RecipeLine[]>;
  subproduct(id: string): Promise<Ingredient | undefined>;
}

/** Unit cost of a recipe in centavos. A recipe met again below itself counts nothing (the server refuses such loops). */
export async function recipeCost(recipeId: string, source: RecipeSource): Promise<number> {
  const exact = async (id: string, path: ReadonlySet<string>): Promise<number> => {
    let total = 0;
    for (const line of await source.linesOf(id)) {
      const item = await source.subproduct(line.subproductId);
      if (!item || path.has(line.subproductId)) continue;
      const unit = item.kind === 'recipe' ? await exact(line.subproductId, new Set([...path, line.subproductId])) : item.cost;
      total += (unit * line.quantity) / 1000;
    }
    return total;
  };
  return Math.round(await exact(recipeId, new Set([recipeId])));
}

export interface FeedstockUse {
  subproductId: string;
  /** thousandths of the ingredient's unit taken by one unit of the recipe, recipes inside it opened (may be fractional) */
  quantity: number;
}

/**
 * What one unit of a recipe takes of each ingredient that is not a recipe (feedstocks, nominal items), the recipes
 * inside it opened and their quantities multiplied through: the recipe-feedstock report's lines. Same loop rule as
 * recipeCost, so the lines' costs add up to the recipe's cost (before its single rounding).
 */
export async function recipeFeedstocks(recipeId: string, source: RecipeSource): Promise<FeedstockUse[]> {
  const uses = new Map<string, number>();
  const open = async (id: string, factor: number, path: ReadonlySet<string>): Promise<void> => {
    for (const line of await source.linesOf(id)) {
      const item = await source.subproduct(line.subproductId);
      if (!item || path.has(line.subproductId)) continue;
      const quantity = (line.quantity * factor) / 1000;
      if (item.kind === 'recipe') await open(line.subproductId, quantity, new Set([...path, line.subproductId]));
      else uses.set(line.subproductId, (uses.get(line.subproductId) ?? 0) + quantity);
    }
  };
  await open(recipeId, 1000, new Set([recipeId]));
  return [...uses].map(([subproductId, quantity]) => ({ subproductId, quantity }));
}
