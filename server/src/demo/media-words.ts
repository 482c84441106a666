// Words for the demo gallery's writing: news items, blog essays, loose threads, advisory services.

export const STAFF = ['Clara Whitfield', 'Jonah Abernathy', 'Mina Sato-Reyes'];

export const TAGS = [
  'Exhibitions',
  'Artists',
  'Tapestry',
  'Quilts',
  'Basketry',
  'Indigo',
  'Natural dyes',
  'Studio visits',
  'Collecting',
  'Conservation',
  'Craft history',
  'Materials',
  'Interviews',
  'Acquisitions',
  'Art fairs',
  'Books',
];

interface NewsWords {
  title: (artist: string, venue: string) => string;
  excerpt: (last: string) => string;
}

export const NEWS: NewsWords[] = [
  {
    title: (a) => `${a} receives a lifetime achievement award in craft`,
    excerpt: (l) => `The award recognises ${l}’s decades at the loom and a generosity with students.`,
  },
  {
    title: (a, v) => `${v} acquires a major work by ${a}`,
    excerpt: (l) => `The acquisition brings ${l}’s work into a public collection for the first time.`,
  },
  {
    title: (a) => `${a} named a textile fellow for the coming year`,
    excerpt: (l) => `The fellowship gives ${l} a year of studio time and a stipend for materials.`,
  },
  {
    title: (a) => `Reviewed: ${a} and the art of slow color`,
    excerpt: (l) => `The critic calls ${l}’s recent tapestries “quietly radical”.`,
  },
  {
    title: (a) => `${a} on why the grid never gets old`,
    excerpt: (l) => `In a long interview, ${l} talks about discipline, improvisation and the pleasure of rules.`,
  },
  {
    title: (a) => `Ten artists to watch, including ${a}`,
    excerpt: (l) => `${l} is singled out for work that is “patient, exact and full of weather”.`,
  },
  {
    title: (a, v) => `${a} joins the board of ${v}`,
    excerpt: (l) => `${l} will advise on the care and display of the museum’s textile collection.`,
  },
  {
    title: (a) => `${a} completes a tapestry commission for a public library`,
    excerpt: (l) => `Two years in the making, ${l}’s largest work now hangs above the main reading room.`,
  },
  {
    title: (a) => `How ${a} turned a family loom into a studio practice`,
    excerpt: (l) => `${l} describes learning to weave on a loom older than the house it stands in.`,
  },
  {
    title: (a) => `Inside the dye garden of ${a}`,
    excerpt: (l) => `${l} grows madder, weld and indigo, and harvests them by the calendar.`,
  },
  {
    title: (a, v) => `${v} opens a retrospective of ${a}`,
    excerpt: (l) => `More than sixty works trace ${l}’s path from early studies to recent large pieces.`,
  },
  {
    title: (a) => `${a} teaches a summer master class`,
    excerpt: (l) => `${l} will lead a week-long class on color and structure for experienced weavers.`,
  },
  {
    title: (a) => `A new book on the work of ${a}`,
    excerpt: (l) => `The monograph gathers ${l}’s work with essays and conversations.`,
  },
  {
    title: (a) => `${a} in a group show of contemporary fiber art`,
    excerpt: (l) => `${l}’s work hangs beside painting and sculpture, where it more than holds its own.`,
  },
  {
    title: (a) => `Collectors’ notes: why ${a} matters now`,
    excerpt: (l) => `Advisers explain the growing interest in ${l}’s work among museum curators.`,
  },
  {
    title: (a) => `${a} wins a residency abroad`,
    excerpt: (l) => `${l} will spend three months working alongside a cooperative of weavers.`,
  },
  {
    title: (a) => `Podcast: ${a} on materials and memory`,
    excerpt: (l) => `${l} talks about hand-spun yarn, and about the people who taught the craft.`,
  },
];

interface BlogWords {
  title: (artist: string) => string;
  lede: (last: string) => string;
  tag: string;
  sections: { heading: string; text: string }[];
}

export const BLOG: BlogWords[] = [
  {
    title: () => 'Why indigo?',
    lede: () => 'No other dye has travelled so far, or meant so much to so many makers.',
    tag: 'Indigo',
    sections: [
      {
        heading: 'A blue that is not a color',
        text: 'Indigo does not dissolve in water. It has to be reduced, fermented, coaxed, and it only turns blue when the cloth meets the air.',
      },
      {
        heading: 'Reading the blues',
        text: 'Each dip darkens the cloth a little more. A deep indigo can mean twenty trips to the vat, and you can feel that patience in the finished piece.',
      },
    ],
  },
  {
    title: () => 'Reading a quilt from the back',
    lede: () => 'The back of a quilt tells you how it was made, and sometimes who made it.',
    tag: 'Quilts',
    sections: [
      {
        heading: 'Stitches per inch',
        text: 'Hand quilting leaves small, slightly uneven stitches. Count them, and you are counting hours.',
      },
      {
        heading: 'Fabric as archive',
        text: 'Backing cloths were often feed sacks, old shirts or a favorite dress. They date a quilt better than any label.',
      },
    ],
  },
  {
    title: () => 'How to hang a textile at home',
    lede: () => 'A textile wants to hang evenly, away from the sun, and never from a nail through the cloth.',
    tag: 'Conservation',
    sections: [
      {
        heading: 'The sleeve and the slat',
        text: 'We sew a cotton sleeve to the back and pass a wooden slat through it, so that the weight is shared by the whole top edge.',
      },
      {
        heading: 'Light and air',
        text: 'Natural dyes fade. Choose a wall that never gets direct sun, and rotate pieces if you can.',
      },
    ],
  },
  {
    title: () => 'Caring for baskets',
    lede: () => 'Baskets are tougher than they look, but they do not like to be dry.',
    tag: 'Basketry',
    sections: [
      {
        heading: 'Humidity',
        text: 'Keep baskets away from radiators. A room that is comfortable for you is comfortable for sweetgrass.',
      },
      {
        heading: 'Dust',
        text: 'A soft brush and a low vacuum through a screen are all the cleaning most baskets ever need.',
      },
    ],
  },
  {
    title: (a) => `On the loom with ${a}`,
    lede: (l) => `We spent a morning in ${l}’s studio, watching a tapestry grow by an inch.`,
    tag: 'Studio visits',
    sections: [
      {
        heading: 'The cartoon',
        text: 'A full-size drawing hangs behind the warp. It is a guide, not a rule: the weaving is allowed to disagree.',
      },
      {
        heading: 'An inch a day',
        text: 'On a good day, one inch. On a day with many colors, less. Nobody in the studio seems to mind.',
      },
    ],
  },
  {
    title: () => 'What hand-spun really means',
    lede: () => 'Hand-spun yarn is uneven, and that is exactly the point.',
    tag: 'Materials',
    sections: [
      {
        heading: 'Thick and thin',
        text: 'A spinner’s hands vary through the day. The yarn remembers, and the finished cloth shimmers with it.',
      },
      {
        heading: 'How to tell',
        text: 'Look along a single weft line: if the thickness breathes, it was probably spun by hand.',
      },
    ],
  },
  {
    title: () => 'A short history of the stripe',
    lede: () => 'The stripe is the simplest thing a loom can do, and one of the most argued about.',
    tag: 'Craft history',
    sections: [
      {
        heading: 'Warp and weft',
        text: 'Change the color of the warp and you get stripes one way; change the weft and you get them the other. Do both and you have plaid.',
      },
      {
        heading: 'Meaning',
        text: 'Stripes have marked rank, mourning, celebration and rebellion. The loom does not care; the weaver does.',
      },
    ],
  },
  {
    title: (a) => `Five questions for ${a}`,
    lede: (l) => `${l} answers our questions about beginnings, materials and what comes next.`,
    tag: 'Interviews',
    sections: [
      {
        heading: 'How did you start?',
        text: 'With borrowed yarn and a frame made from a picture frame. The first piece was terrible, and I still have it.',
      },
      {
        heading: 'What comes next?',
        text: 'Bigger pieces, and slower ones. I want to make work that takes a whole season to see.',
      },
    ],
  },
  {
    title: () => 'Collecting textiles: where to begin',
    lede: () => 'Start with what you cannot stop looking at, then ask every question.',
    tag: 'Collecting',
    sections: [
      {
        heading: 'Ask for a condition report',
        text: 'A good gallery will tell you about every repair and every faded edge before you ask.',
      },
      {
        heading: 'Live with it',
        text: 'Most galleries, ours included, will arrange for a piece to be seen in your home before you decide.',
      },
    ],
  },
  {
    title: () => 'The color of madder',
    lede: () => 'A root from the ground gives reds from coral to deep brick.',
    tag: 'Natural dyes',
    sections: [
      {
        heading: 'Three years in the ground',
        text: 'Madder roots are best after three years. Dyers plan their reds a long time ahead.',
      },
      {
        heading: 'Temperature',
        text: 'Too hot and madder turns brown. The brightest reds come from a patient, gentle bath.',
      },
    ],
  },
  {
    title: () => 'Looking at weft-faced tapestry',
    lede: () => 'In a tapestry you never see the warp: the weft does all the talking.',
    tag: 'Tapestry',
    sections: [
      {
        heading: 'Hatching',
        text: 'Where two colors meet, weavers step them into each other in small teeth. From across the room it reads as a soft edge.',
      },
      {
        heading: 'Slits',
        text: 'Where colors meet vertically a small slit can open. Some weavers sew them shut; some leave them as part of the drawing.',
      },
    ],
  },
  {
    title: () => 'Notes from the dye garden',
    lede: () => 'What we planted, what survived, and what turned out blue.',
    tag: 'Natural dyes',
    sections: [
      {
        heading: 'Weld',
        text: 'Weld gave the cleanest yellow we have seen, from plants we nearly pulled up as weeds.',
      },
      {
        heading: 'Woad',
        text: 'The woad was slow and the first vat failed. The second gave a pale sky blue that we will chase all next summer.',
      },
    ],
  },
  {
    title: () => 'Why we frame works on paper the way we do',
    lede: () => 'Every frame at the gallery is built to be undone.',
    tag: 'Conservation',
    sections: [
      {
        heading: 'Hinges, not glue',
        text: 'Works are hung from small Japanese paper hinges with wheat starch paste, so that nothing is permanent.',
      },
      { heading: 'Space to breathe', text: 'A mat keeps the glazing off the surface, and the backing is acid-free.' },
    ],
  },
  {
    title: () => 'What a condition report tells you',
    lede: () => 'It is not a list of faults: it is the biography of an object.',
    tag: 'Collecting',
    sections: [
      {
        heading: 'Words that matter',
        text: '“Stable”, “minor”, “consistent with age”: each has a precise meaning, and we are happy to explain them.',
      },
      {
        heading: 'Photographs',
        text: 'Every report comes with photographs of the front, the back and anything we mention.',
      },
    ],
  },
];

export const COMMENTS = [
  'Beautifully written. I will never look at the back of a quilt the same way.',
  'Thank you for this. Is there a book you would recommend for beginners?',
  'I saw this work at the gallery last month and it has stayed with me.',
  'My grandmother dyed with indigo. This brought back the smell of the vat.',
  'Very helpful advice on hanging. We used a slat and it looks so much better.',
  'Could you write more about natural dyes? I would read every word.',
  'Lovely piece. The photographs do not do the colors justice; go and see them.',
  'This is exactly the kind of writing about craft that we need more of.',
  'I had no idea how long a piece like this takes. Thank you for showing the process.',
  'We bought a small basket at the opening and it is the best thing in our kitchen.',
  'Is the studio ever open to visitors? I teach a weaving class and would love to bring them.',
  'The part about repairing old work was fascinating. More on conservation, please.',
];

export const LOOSE_THREADS: {
  type: 'On Art' | 'On Artists' | 'Resources';
  title: string;
  summary: string;
  url?: string;
}[] = [
  {
    type: 'On Art',
    title: 'The loom as a drawing machine',
    summary: 'An essay on weaving as a way of thinking, line by line.',
  },
  {
    type: 'On Art',
    title: 'Color theory, from the dye pot',
    summary: 'What painters learned from dyers, and what they forgot.',
  },
  {
    type: 'On Art',
    title: 'When craft became art, and why it matters less than it seems',
    summary: 'A short history of an old argument.',
  },
  { type: 'On Art', title: 'The patience of textiles', summary: 'Notes on time, repetition and attention.' },
  {
    type: 'On Artists',
    title: 'Letters from a weaving cooperative',
    summary: 'Correspondence between a gallery and a group of makers, over twenty years.',
  },
  {
    type: 'On Artists',
    title: 'Teachers and students',
    summary: 'How skills pass from one pair of hands to the next.',
  },
  { type: 'On Artists', title: 'Studios we have visited', summary: 'A year of notes and photographs from the road.' },
  {
    type: 'Resources',
    title: 'A glossary of weaving terms',
    summary: 'From warp to weft, shed to selvedge.',
    url: 'https://www.example.org/glossary-of-weaving-terms',
  },
  {
    type: 'Resources',
    title: 'Caring for textiles: a conservator’s checklist',
    summary: 'Light, humidity, handling and storage.',
    url: 'https://www.example.org/textile-care-checklist',
  },
  {
    type: 'Resources',
    title: 'Reading list: fiber art since 1960',
    summary: 'Books and catalogues we return to.',
    url: 'https://www.example.org/fiber-art-reading-list',
  },
];

export const ADVISORIES = [
  {
    title: 'Virtual placement',
    summary: 'See a work on your own wall before you decide.',
    detail:
      'Send us a photograph of the room and its measurements, and we will return an image with the work in place, to scale.',
  },
  {
    title: 'Commissions',
    summary: 'A work made for a particular place, by an artist you choose.',
    detail:
      'We guide you from the first conversation with the artist to installation, and keep you close to the making.',
  },
  {
    title: 'Presentation assistance',
    summary: 'Help with hanging, lighting and showing textiles well.',
    detail: 'For homes, offices and hotels: mounts, sleeves, lighting plans and a visit from our installers.',
  },
  {
    title: 'Collection management',
    summary: 'Records, condition reports and care for a growing collection.',
    detail: 'We catalogue your works, photograph them, track loans and advise on storage and conservation.',
  },
  {
    title: 'Appraisal and valuation',
    summary: 'Independent valuations for insurance, estates and gifts.',
    detail: 'Our appraisers follow professional standards and write reports that insurers and museums accept.',
  },
];
