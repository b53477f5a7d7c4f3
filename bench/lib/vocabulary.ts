/**
 * Word lists the synthetic memories are built from: the kind of facts an assistant keeps
 * about a user (people, places, food, work, plans, preferences). Plain English words, so
 * the builtin word-vector model knows nearly all of them and full-text search stems them.
 */
export const PEOPLE = [
  'Maya', 'Jonas', 'Priya', 'Lucas', 'Amara', 'Noah', 'Elena', 'Kenji', 'Sofia', 'Omar', 'Hannah', 'Mateo',
  'Leila', 'Daniel', 'Ingrid', 'Tomas', 'Aisha', 'Felix', 'Rosa', 'Victor', 'Clara', 'Samuel', 'Nadia', 'Oscar',
  'Grace', 'Hugo', 'Yuki', 'Fatima', 'Liam', 'Zara', 'Pablo', 'Mei', 'Erik', 'Chloe', 'Ravi', 'Alice',
  'the user', 'her sister', 'his brother', 'their manager', 'the landlord', 'my colleague', 'the dentist', 'our neighbour',
] as const;

export const PLACES = [
  'Lisbon', 'Berlin', 'Toronto', 'Nairobi', 'Kyoto', 'Oslo', 'Madrid', 'Chicago', 'Seoul', 'Dublin', 'Vienna', 'Lima',
  'the office', 'the gym', 'the library', 'the airport', 'the beach', 'the mountains', 'the farmers market', 'the hospital',
  'the train station', 'the cafe downstairs', 'the old bookshop', 'the park', 'the museum', 'the stadium',
  'Prague', 'Cairo', 'Sydney', 'Boston', 'Munich', 'Lagos', 'Bergen', 'Porto', 'the lake house', 'the bakery',
] as const;

export const FOODS = [
  'spicy ramen', 'green tea', 'dark chocolate', 'fresh sushi', 'vegetable curry', 'black coffee', 'lemon cake',
  'grilled salmon', 'mushroom risotto', 'falafel wraps', 'strawberry yogurt', 'oat milk', 'sourdough bread',
  'pad thai', 'tomato soup', 'blueberry pancakes', 'peanut butter', 'mango smoothies', 'roasted almonds', 'pizza',
  'goat cheese', 'apple pie', 'chickpea salad', 'espresso', 'dumplings', 'tacos', 'lentil stew', 'cinnamon rolls',
] as const;

export const ACTIVITIES = [
  'running', 'swimming', 'learning Spanish', 'playing guitar', 'painting', 'hiking', 'reading novels', 'cycling',
  'baking bread', 'gardening', 'chess', 'photography', 'yoga', 'climbing', 'writing poetry', 'woodworking',
  'birdwatching', 'sailing', 'knitting', 'tennis', 'meditation', 'cooking for friends', 'board games', 'skiing',
  'pottery', 'surfing', 'learning Japanese', 'playing piano', 'volunteering', 'rowing', 'salsa dancing', 'fishing',
] as const;

export const WORK_TOPICS = [
  'the quarterly budget', 'the database migration', 'the marketing launch', 'the hiring plan', 'the security audit',
  'the mobile release', 'the customer survey', 'the design review', 'the sales forecast', 'the onboarding guide',
  'the research paper', 'the API redesign', 'the conference keynote', 'the support backlog', 'the pricing model',
  'the office move', 'the annual report', 'the vendor contract', 'the team offsite', 'the data warehouse', 'the website refresh',
] as const;

export const TIMES = [
  'on Monday', 'next Tuesday', 'every Wednesday', 'on Thursday evening', 'this Friday', 'on Saturday morning',
  'on Sunday', 'next week', 'in March', 'in the summer', 'before Christmas', 'at the end of the month',
  'tomorrow', 'last weekend', 'in two weeks', 'after lunch', 'early in the morning', 'late at night',
] as const;

export const FEELINGS = ['loves', 'enjoys', 'dislikes', 'is allergic to', 'prefers', 'avoids', 'is curious about', 'is tired of'] as const;

export const TOPIC_TAGS = [
  'preferences', 'health', 'work', 'travel', 'family', 'food', 'hobbies', 'schedule', 'finance', 'learning',
  'shopping', 'home', 'friends', 'goals', 'music', 'sports',
] as const;

export const ADJECTIVES = ['quiet', 'busy', 'cheap', 'expensive', 'cozy', 'crowded', 'beautiful', 'noisy', 'modern', 'small'] as const;

export const ITEMS = [
  'a blue bicycle', 'noise cancelling headphones', 'a vintage camera', 'a standing desk', 'running shoes',
  'a new laptop', 'a winter jacket', 'a coffee grinder', 'concert tickets', 'a yoga mat', 'a cookbook', 'a tent',
  'an electric scooter', 'a sewing machine', 'hiking boots', 'a telescope', 'a desk lamp', 'a rice cooker',
] as const;
