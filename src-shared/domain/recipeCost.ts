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
