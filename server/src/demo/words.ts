// The vocabulary of the demo gallery: lookup lists, regions with their names and places, and the
// fragments titles and texts are composed from. All names are invented.

export const EXHIBITION_TYPES = [
  'Solo exhibition',
  'Group exhibition',
  'Two-person exhibition',
  'Survey',
  'Online exhibition',
  'Art fair',
];
export const COLORS = [
  'Red',
  'Orange',
  'Yellow',
  'Gold',
  'Green',
  'Blue',
  'Indigo',
  'Purple',
  'Pink',
  'Brown',
  'Black',
  'White',
  'Gray',
  'Natural',
];
export const PERIODS = ['Contemporary', '2010s', '2000s', '1990s', '1980s', '1970s', '1960s', 'Mid-century'];

export interface ArtTypeWords {
  title: string;
  maker: string;
  verb: string;
  materials: string[];
  motifs: ('plaid' | 'bands' | 'diamonds' | 'blocks' | 'field')[];
  /** width range in inches, and whether the piece has real depth */
  width: [number, number];
  depth: [number, number] | null;
  price: [number, number];
  ratios: number[];
}

export const ART_TYPES: ArtTypeWords[] = [
  {
    title: 'Tapestry',
    maker: 'tapestry weaver',
    verb: 'woven',
    materials: ['wool', 'linen', 'silk', 'alpaca', 'cotton'],
    motifs: ['bands', 'field', 'diamonds'],
    width: [24, 96],
    depth: null,
    price: [3500, 48000],
    ratios: [0.75, 0.8, 1, 1.25, 1.5],
  },
  {
    title: 'Quilt',
    maker: 'quilt maker',
    verb: 'pieced',
    materials: ['cotton', 'indigo-dyed cotton', 'denim', 'linen', 'corduroy'],
    motifs: ['blocks', 'plaid'],
    width: [60, 96],
    depth: null,
    price: [4500, 38000],
    ratios: [0.8, 0.9, 1, 1.1],
  },
  {
    title: 'Basketry',
    maker: 'basket maker',
    verb: 'coiled',
    materials: ['raffia', 'sweetgrass', 'pine needles', 'willow', 'palm fibre'],
    motifs: ['diamonds', 'bands'],
    width: [8, 30],
    depth: [8, 30],
    price: [900, 12000],
    ratios: [0.8, 1, 1.2],
  },
  {
    title: 'Rug',
    maker: 'rug weaver',
    verb: 'knotted',
    materials: ['wool', 'goat hair', 'cotton', 'natural dyes'],
    motifs: ['diamonds', 'bands', 'plaid'],
    width: [36, 84],
    depth: null,
    price: [2800, 26000],
    ratios: [0.55, 0.66, 0.75],
  },
  {
    title: 'Textile',
    maker: 'weaver',
    verb: 'woven',
    materials: ['linen', 'silk', 'cotton', 'indigo-dyed cotton', 'wool'],
    motifs: ['plaid', 'bands'],
    width: [18, 60],
    depth: null,
    price: [1800, 16000],
    ratios: [0.66, 0.75, 1, 1.5],
  },
  {
    title: 'Painting',
    maker: 'painter',
    verb: 'painted',
    materials: ['acrylic', 'oil', 'linen', 'gouache'],
    motifs: ['field', 'bands', 'blocks'],
    width: [16, 72],
    depth: [0.75, 2],
    price: [2400, 65000],
    ratios: [0.75, 0.8, 1, 1.25, 1.33],
  },
  {
    title: 'Sculpture',
    maker: 'sculptor working in fibre',
    verb: 'built',
    materials: ['sisal', 'jute', 'copper wire', 'raffia', 'wool'],
    motifs: ['bands', 'diamonds'],
    width: [10, 48],
    depth: [6, 36],
    price: [3200, 42000],
    ratios: [0.5, 0.66, 0.8],
  },
  {
    title: 'Works on paper',
    maker: 'artist working on paper',
    verb: 'drawn',
    materials: ['ink', 'handmade paper', 'watercolor', 'gouache'],
    motifs: ['field', 'plaid', 'blocks'],
    width: [9, 30],
    depth: null,
    price: [650, 7500],
    ratios: [0.75, 0.8, 1.33],
  },
  {
    title: 'Embroidery',
    maker: 'embroiderer',
    verb: 'stitched',
    materials: ['silk', 'cotton', 'linen', 'wool'],
    motifs: ['diamonds', 'field'],
    width: [10, 40],
    depth: null,
    price: [900, 9800],
    ratios: [0.8, 1, 1.25],
  },
];
export const MATERIALS = [...new Set(ART_TYPES.flatMap((t) => t.materials))];

export interface RegionWords {
  title: string;
  first: string[];
  last: string[];
  places: string[];
  artTypes: string[];
}

export const REGIONS: RegionWords[] = [
  {
    title: 'West Africa',
    first: ['Ama', 'Kofi', 'Aissata', 'Chidi', 'Fatou', 'Yaw', 'Adjoa', 'Sekou'],
    last: ['Owusu', 'Mensah', 'Diallo', 'Okafor', 'Ndiaye', 'Boateng', 'Asante', 'Traoré'],
    places: ['Accra, Ghana', 'Dakar, Senegal', 'Lagos, Nigeria', 'Bamako, Mali', 'Kumasi, Ghana'],
    artTypes: ['Textile', 'Sculpture', 'Painting'],
  },
  {
    title: 'Andes',
    first: ['Rosa', 'Mateo', 'Lucía', 'Tomás', 'Elena', 'Inti'],
    last: ['Quispe', 'Huamán', 'Mamani', 'Condori', 'Ccori', 'Apaza'],
    places: ['Cusco, Peru', 'La Paz, Bolivia', 'Otavalo, Ecuador', 'Arequipa, Peru'],
    artTypes: ['Textile', 'Tapestry', 'Rug'],
  },
  {
    title: 'Japan',
    first: ['Aiko', 'Hiroshi', 'Yuki', 'Keiko', 'Kenji', 'Noriko'],
    last: ['Tanaka', 'Mori', 'Sato', 'Ishida', 'Arai', 'Fujita'],
    places: ['Kyoto, Japan', 'Tokyo, Japan', 'Kanazawa, Japan', 'Amami Ōshima, Japan'],
    artTypes: ['Textile', 'Basketry', 'Works on paper'],
  },
  {
    title: 'Scandinavia',
    first: ['Ingrid', 'Astrid', 'Sven', 'Liv', 'Maja', 'Elin'],
    last: ['Lund', 'Berg', 'Dahl', 'Halvorsen', 'Nyström', 'Aalto'],
    places: ['Oslo, Norway', 'Stockholm, Sweden', 'Bergen, Norway', 'Copenhagen, Denmark', 'Gothenburg, Sweden'],
    artTypes: ['Tapestry', 'Rug', 'Textile'],
  },
  {
    title: 'American South',
    first: ['Hattie', 'Ruth Ann', 'Josephine', 'Clara', 'Willa Mae', 'Loretta'],
    last: ['Coleman', 'Mayfield', 'Tate', 'Beasley', 'Turner', 'Pruitt'],
    places: [
      'Selma, Alabama',
      'Jackson, Mississippi',
      'Birmingham, Alabama',
      'Savannah, Georgia',
      'New Orleans, Louisiana',
    ],
    artTypes: ['Quilt', 'Basketry', 'Painting'],
  },
  {
    title: 'American Southwest',
    first: ['Teresa', 'Daniel', 'Elena', 'Rafael', 'Marisol'],
    last: ['Trujillo', 'Ortiz', 'Baca', 'Martínez', 'Vigil'],
    places: ['Santa Fe, New Mexico', 'Chimayó, New Mexico', 'Taos, New Mexico', 'Tucson, Arizona'],
    artTypes: ['Rug', 'Tapestry', 'Basketry'],
  },
  {
    title: 'British Isles',
    first: ['Morag', 'Alice', 'Tom', 'Eilidh', 'Gareth', 'Niamh'],
    last: ['Campbell', 'Hartley', 'Fenwick', 'MacLeod', 'Pryce', 'Byrne'],
    places: [
      'Edinburgh, Scotland',
      'Isle of Harris, Scotland',
      'London, England',
      'Bristol, England',
      'Galway, Ireland',
    ],
    artTypes: ['Textile', 'Tapestry', 'Embroidery'],
  },
  {
    title: 'Mexico',
    first: ['Ana', 'Luis', 'Carmen', 'Javier', 'Guadalupe'],
    last: ['Ruiz', 'Mendoza', 'López', 'Santiago', 'Hernández'],
    places: [
      'Oaxaca, Mexico',
      'Teotitlán del Valle, Mexico',
      'San Cristóbal de las Casas, Mexico',
      'Mexico City, Mexico',
    ],
    artTypes: ['Rug', 'Embroidery', 'Textile'],
  },
  {
    title: 'South Asia',
    first: ['Priya', 'Arjun', 'Nasreen', 'Meera', 'Ravi'],
    last: ['Raman', 'Mehta', 'Akhtar', 'Iyer', 'Desai'],
    places: ['Ahmedabad, India', 'Bhuj, India', 'Dhaka, Bangladesh', 'Jaipur, India'],
    artTypes: ['Embroidery', 'Textile', 'Works on paper'],
  },
  {
    title: 'North Africa',
    first: ['Yasmina', 'Karim', 'Leila', 'Samir', 'Nadia'],
    last: ['Alaoui', 'Benali', 'Haddad', 'Chraibi', 'Mansour'],
    places: ['Marrakech, Morocco', 'Fez, Morocco', 'Tunis, Tunisia', 'Essaouira, Morocco'],
    artTypes: ['Rug', 'Textile', 'Basketry'],
  },
  {
    title: 'North America',
    first: ['Naomi', 'Sarah', 'Jordan', 'Hannah', 'Marcus', 'Iris'],
    last: ['Park', 'Kim', 'Ellis', 'Weiss', 'Reyes', 'Calloway'],
    places: [
      'Brooklyn, New York',
      'Chicago, Illinois',
      'Los Angeles, California',
      'Portland, Oregon',
      'Providence, Rhode Island',
    ],
    artTypes: ['Painting', 'Sculpture', 'Works on paper', 'Quilt'],
  },
];

export const TITLE_ADJ = [
  'Quiet',
  'Long',
  'Low',
  'Broken',
  'Open',
  'Late',
  'Salt',
  'Winter',
  'Slow',
  'Hidden',
  'Second',
  'Small',
  'Northern',
  'Far',
  'Bright',
  'Folded',
  'Evening',
  'Spring',
  'Red',
  'Still',
];
export const TITLE_NOUN = [
  'Field',
  'Horizon',
  'River',
  'Harvest',
  'Grid',
  'Ledger',
  'Measure',
  'Threshold',
  'Tide',
  'Orchard',
  'Road',
  'Lantern',
  'Hymn',
  'Chorus',
  'Crossing',
  'Meridian',
  'Weather',
  'Signal',
  'Garden',
  'Shoreline',
  'Map',
  'Song',
  'Border',
  'Seam',
  'Vessel',
  'Harbor',
  'Ridge',
  'Market',
  'Psalm',
  'Almanac',
];
export const TITLE_PLACE = [
  'Mesa',
  'Delta',
  'Fjord',
  'Valley',
  'Coast',
  'Plateau',
  'Bay',
  'Island',
  'Prairie',
  'Hill Country',
];
export const TITLE_FOR = [
  'my mother',
  'the river',
  'Sunday',
  'the long walk',
  'a neighbor',
  'the first frost',
  'the market women',
  'June',
];

export const TRAINING = [
  'at a grandmother’s loom',
  'at a cooperative of village weavers',
  'in the textile department of a national art school',
  'as an apprentice in a family workshop',
  'first as a painter',
  'in a community workshop',
  'through years of repairing old textiles',
  'as an architect before turning to cloth',
];
export const TURNS = [
  'a residency spent among indigo dyers',
  'the birth of a first child, when long hours at the easel were no longer possible',
  'inheriting a loom and a trunk of hand-spun yarn',
  'a season spent studying historic textiles in museum storerooms',
  'a move back to the place where the family had farmed for generations',
  'a commission for a public building that demanded a larger scale',
];
export const CONCERNS = [
  'the way repetition holds memory',
  'land, labor and the seasons of a working year',
  'the grid as both a discipline and a place to improvise',
  'color as something felt before it is seen',
  'the patience that cloth asks of its maker',
  'the histories carried by ordinary, used materials',
  'weather, distance and the light of particular places',
  'the conversation between a pattern and its interruptions',
];
export const VENUES = [
  'the Hallen Textile Archive',
  'the Coastal Museum of Craft',
  'the Northfield Art Center',
  'the Museum of Woven Arts',
  'the Ridgeway Foundation',
  'the Harbor Contemporary',
  'the Lindqvist Kunsthall',
  'the Center for Fiber and Form',
];
export const PUBLICATIONS = [
  'The Fiber Quarterly',
  'Craft Weekly',
  'The Loom Journal',
  'Art & Object Today',
  'The Studio Review',
  'Surface Magazine',
];
export const PEOPLE_FIRST = [
  'Alex',
  'Maria',
  'James',
  'Chen',
  'Fatima',
  'Olivia',
  'Sam',
  'Lena',
  'David',
  'Grace',
  'Omar',
  'Julia',
  'Noah',
  'Elise',
  'Ruth',
  'Theo',
  'Amara',
  'Ben',
  'Clara',
  'Hugo',
];
export const PEOPLE_LAST = [
  'Morgan',
  'Silva',
  'Brooks',
  'Wang',
  'Haddad',
  'Schmidt',
  'Novak',
  'Price',
  'Okoye',
  'Lindgren',
  'Reed',
  'Costa',
  'Ferris',
  'Abbott',
  'Duval',
  'Hayes',
];
