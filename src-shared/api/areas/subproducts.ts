// Subproducts, recipes and feedstocks (001 §7.3, reads of §7.9).
// One entry per call of calls.json (area "Subproducts"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/subproducts.js';

export const subproductsCalls = {
  subproductsCreate: rest('POST', 'subproducts', { scope: 'business', body: s.subproduct }),
  subproductsUpdate: rest('PUT', 'subproducts/{id}', { scope: 'business', body: s.subproductUpdate }),
  subproductsDelete: rest('DELETE', 'subproducts/{id}', { scope: 'business' }),
  subproductsUpdateRecipeCost: rest('PUT', 'subproducts/{id}/update-recipe-cost', { scope: 'business' }),
  subproductsRecipeFeedstockReport: rest('POST', 'subproducts/recipe-feedstock-report', { scope: 'business', binary: true }),
  subproductImagesCreate: rest('POST', 'subproducts/{id}/images', { scope: 'business', multipart: true, body: s.subproductImages }),
  subproductImagesDelete: rest('DELETE', 'subproducts/{id}/images/{imageId}', { scope: 'business' }),
  subproductTreesCreate: rest('POST', 'subproducts/{id}/trees', { scope: 'business', body: s.subproductTree }),
  subproductTreesUpdate: rest('PUT', 'subproducts/{id}/trees/{treeId}', { scope: 'business', body: s.subproductTreeUpdate }),
  subproductTreesDelete: rest('DELETE', 'subproducts/{id}/trees/{treeId}', { scope: 'business' }),
  subproductsCategoriesCreate: rest('POST', 'subproducts-categories', { scope: 'business', body: s.subproductCategory }),
  subproductsCategoriesUpdate: rest('PUT', 'subproducts-categories/{id}', { scope: 'business', body: s.subproductCategoryUpdate }),
  subproductsCategoriesDelete: rest('DELETE', 'subproducts-categories/{id}', { scope: 'business' }),
  feedstocksCategoriesCreate: rest('POST', 'feedstocks-categories', { scope: 'business', body: s.subproductCategory }),
  feedstocksCategoriesUpdate: rest('PUT', 'feedstocks-categories/{id}', { scope: 'business', body: s.subproductCategoryUpdate }),
  feedstocksCategoriesDelete: rest('DELETE', 'feedstocks-categories/{id}', { scope: 'business' }),
  gqlSubproducts: gql('subproducts'),
  gqlInventorySubproducts: gql('inventorySubproducts'),
  gqlFeedstock: gql('feedstock'),
  gqlAllFeedstockList: gql('allFeedstock'),
  gqlRecipeList: gql('recipes'),
  gqlSubproductCategories: gql('subproductCategories'),
  gqlFeedstockCategories: gql('feedstockCategories'),
  gqlSubproductTrees: gql('subproductTrees'),
} as const;

export const createSubproductsApi = (runner: CallRunner) => bindArea(runner, subproductsCalls);
