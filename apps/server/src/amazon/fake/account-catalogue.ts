// The material generated accounts are made of: shop names and product lines with the search terms
// shoppers use for them. Plain data; the account generator picks from it with the grant's seed.

/** One product line: what the shop sells and how shoppers search for it. */
export interface CatalogueProduct {
  title: string;
  /** Short name used in campaign names. */
  short: string;
  skuStem: string;
  /** Price in USD (CAD prices are derived). */
  price: number;
  keywords: string[];
}

export interface CatalogueTheme {
  shopNames: string[];
  products: CatalogueProduct[];
  /** Words shoppers add to a head term (broad/phrase/auto search terms). */
  modifiers: string[];
}

export const CATALOGUE_THEMES: CatalogueTheme[] = [
  {
    shopNames: ['Maplecrest Kitchen', 'Oakhaven Home Goods', 'Bright Larder Co.'],
    modifiers: ['large', 'set', 'for kitchen', 'with handle', 'dishwasher safe', 'gift', 'best'],
    products: [
      {
        title: 'Bamboo Cutting Board Set of 3',
        short: 'Cutting Board',
        skuStem: 'CB-BAM',
        price: 29.99,
        keywords: [
          'bamboo cutting board',
          'cutting board',
          'cutting boards for kitchen',
          'wood cutting board',
          'chopping board',
        ],
      },
      {
        title: 'Silicone Spatula Set 5 Pieces',
        short: 'Spatula',
        skuStem: 'SP-SIL',
        price: 15.99,
        keywords: [
          'silicone spatula',
          'spatula set',
          'rubber spatula',
          'heat resistant spatula',
          'baking spatula',
        ],
      },
      {
        title: 'Stainless Steel Measuring Cups and Spoons',
        short: 'Measuring Cups',
        skuStem: 'MC-SS',
        price: 19.99,
        keywords: [
          'measuring cups',
          'measuring spoons',
          'measuring cups and spoons set',
          'stainless steel measuring cups',
        ],
      },
      {
        title: 'Airtight Food Storage Containers 24 Pack',
        short: 'Food Storage',
        skuStem: 'FS-AIR',
        price: 34.99,
        keywords: [
          'food storage containers',
          'airtight containers',
          'pantry storage containers',
          'meal prep containers',
        ],
      },
      {
        title: 'Magnetic Knife Strip 16 Inch',
        short: 'Knife Strip',
        skuStem: 'KS-MAG',
        price: 22.99,
        keywords: ['magnetic knife strip', 'knife holder', 'magnetic knife holder', 'knife rack wall'],
      },
    ],
  },
  {
    shopNames: ['Pawsome Trail Supply', 'Northwind Pet Co.', 'Happy Tails Outfitters'],
    modifiers: ['for large dogs', 'small', 'heavy duty', 'reflective', 'waterproof', 'puppy', 'best'],
    products: [
      {
        title: 'Reflective Dog Leash 6 ft',
        short: 'Dog Leash',
        skuStem: 'DL-REF',
        price: 16.99,
        keywords: ['dog leash', 'reflective dog leash', 'leash for dogs', 'rope dog leash', 'dog lead'],
      },
      {
        title: 'No Pull Dog Harness',
        short: 'Dog Harness',
        skuStem: 'DH-NOP',
        price: 27.99,
        keywords: ['dog harness', 'no pull dog harness', 'harness for large dogs', 'puppy harness'],
      },
      {
        title: 'Collapsible Silicone Dog Bowls 2 Pack',
        short: 'Dog Bowl',
        skuStem: 'DB-COL',
        price: 12.99,
        keywords: ['collapsible dog bowl', 'travel dog bowl', 'dog water bowl', 'portable dog bowl'],
      },
      {
        title: 'Dog Poop Bags 540 Count',
        short: 'Poop Bags',
        skuStem: 'PB-540',
        price: 14.99,
        keywords: ['dog poop bags', 'poop bags', 'dog waste bags', 'biodegradable poop bags'],
      },
      {
        title: 'Orthopedic Memory Foam Dog Bed',
        short: 'Dog Bed',
        skuStem: 'BD-ORT',
        price: 59.99,
        keywords: ['dog bed', 'orthopedic dog bed', 'memory foam dog bed', 'dog bed large'],
      },
    ],
  },
  {
    shopNames: ['Summit Stride Fitness', 'Ironleaf Athletics', 'Vita Motion Gear'],
    modifiers: ['for women', 'for men', 'set', 'heavy', 'home gym', 'workout', 'best'],
    products: [
      {
        title: 'Resistance Bands Set of 5',
        short: 'Resistance Bands',
        skuStem: 'RB-SET',
        price: 18.99,
        keywords: [
          'resistance bands',
          'exercise bands',
          'workout bands',
          'resistance bands set',
          'loop bands',
        ],
      },
      {
        title: 'Non Slip Yoga Mat 6mm',
        short: 'Yoga Mat',
        skuStem: 'YM-6MM',
        price: 32.99,
        keywords: ['yoga mat', 'exercise mat', 'thick yoga mat', 'non slip yoga mat', 'workout mat'],
      },
      {
        title: 'Adjustable Jump Rope with Counter',
        short: 'Jump Rope',
        skuStem: 'JR-CNT',
        price: 11.99,
        keywords: ['jump rope', 'skipping rope', 'weighted jump rope', 'speed jump rope'],
      },
      {
        title: 'Foam Roller High Density 18 Inch',
        short: 'Foam Roller',
        skuStem: 'FR-HD',
        price: 21.99,
        keywords: ['foam roller', 'foam roller for back', 'muscle roller', 'high density foam roller'],
      },
      {
        title: 'Neoprene Dumbbells Pair 5 lb',
        short: 'Dumbbells',
        skuStem: 'DB-NEO',
        price: 24.99,
        keywords: ['dumbbells', 'hand weights', 'dumbbells set', 'neoprene dumbbells', 'weights for women'],
      },
    ],
  },
];

/** Names of vendor (first-party) companies. */
export const VENDOR_NAMES = [
  'Crescent Brands LLC',
  'Harbor Consumer Products Inc.',
  'Evergreen Household Corp.',
];
