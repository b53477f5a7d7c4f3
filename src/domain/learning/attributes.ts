/**
 * The kinds of durable fact learning knows: what each is called, whether a person has one of
 * it at a time (a new one supersedes the old) or several (a new one adds to them), and the
 * statement a learned memory opens with. Statements use the words people ask with ("lives in",
 * "works at", "manager", "allergic"), so recall finds a fact by the question's words as well as
 * by the user's own.
 */
export type Attribute =
  | 'name' | 'home' | 'hometown' | 'employer' | 'role' | 'studies' | 'team_language' | 'programming_language' | 'supervisor'
  | 'diet' | 'allergy' | 'partner' | 'relation' | 'pet' | 'likes' | 'dislikes' | 'favourite' | 'drinks' | 'hobby' | 'plan' | 'birthday' | 'age' | 'speaks';

export interface AttributeInfo {
  /** Shown to people (web app, answers). */
  label: string;
  /** One at a time (a newer one supersedes) or several side by side. */
  single: boolean;
  /** The learned memory's opening statement. */
  statement(object: string, detail?: string): string;
}

const relationWords = (detail?: string) => (detail ? `${detail}` : 'relative');

export const ATTRIBUTES: Record<Attribute, AttributeInfo> = {
  name: { label: 'Name', single: true, statement: (o) => `Name: ${o} (is called ${o})` },
  home: { label: 'Home', single: true, statement: (o) => `Home: lives in ${o} (home city, where they live)` },
  hometown: { label: 'Hometown', single: true, statement: (o) => `Hometown: is from ${o} (grew up in ${o})` },
  employer: { label: 'Employer', single: true, statement: (o) => `Employer: works at ${o} (company name, workplace, where they work)` },
  role: { label: 'Occupation', single: true, statement: (o) => `Occupation: ${o} (profession, job title, what they do for a living)` },
  studies: { label: 'Studies', single: true, statement: (o) => `Studies: studies ${o} (field of study, subject)` },
  team_language: { label: 'Team language', single: true, statement: (o) => `Team programming language: ${o} (the team writes its code in ${o})` },
  programming_language: { label: 'Programming language', single: true, statement: (o) => `Programming language: codes in ${o}` },
  supervisor: { label: 'Supervisor', single: true, statement: (o, d) => `${d ? `${cap(d)}: ` : ''}Supervisor: ${o} (supervised by ${o}; manager, advisor, boss; reports to ${o})` },
  diet: { label: 'Diet', single: true, statement: (o) => `Diet: ${o} (eats, food)` },
  allergy: { label: 'Allergy or intolerance', single: false, statement: (o) => `Allergy or intolerance: ${o} (allergic to ${o}, must avoid it)` },
  partner: { label: 'Partner', single: true, statement: (o, d) => `Partner${d ? ` (${d})` : ''}: ${o} (partner, dating, married to ${o})` },
  relation: { label: 'Family and people', single: false, statement: (o, d) => `${cap(relationWords(d))}: ${o} (${relationWords(d)} is named ${o})` },
  pet: { label: 'Pet', single: false, statement: (o, d) => `Pet${d ? ` ${d}` : ''}: ${o} (pet named ${o})` },
  // A liked activity ("bouldering", "hiking in the Alps") is a pastime too.
  likes: { label: 'Likes', single: false, statement: (o) => `Likes ${o} (preference${/^\p{L}{3,}ing\b/u.test(o) ? '; hobby, pastime, for fun' : ''})` },
  dislikes: { label: 'Dislikes', single: false, statement: (o) => `Dislikes ${o} (does not like ${o})` },
  favourite: { label: 'Favourite', single: false, statement: (o, d) => `Favourite ${d ?? 'thing'}: ${o}` },
  drinks: { label: 'Drinks', single: true, statement: (o) => `Drinks ${o} (preferred drink)` },
  hobby: { label: 'Hobby', single: false, statement: (o) => `Hobby: ${o} (pastime, free time, for fun)` },
  plan: { label: 'Plan', single: false, statement: (o, d) => `Plan: ${o}${d ? ` on ${d}` : ''} (upcoming, when)` },
  birthday: { label: 'Birthday', single: false, statement: (o, d) => `Birthday: ${o}${d ? ` on ${d}` : ''}` },
  age: { label: 'Age', single: true, statement: (o) => `Age: ${o} years old` },
  speaks: { label: 'Languages spoken', single: false, statement: (o) => `Speaks ${o} (language)` },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const isAttribute = (value: string): value is Attribute => Object.hasOwn(ATTRIBUTES, value);
