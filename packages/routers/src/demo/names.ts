/** Space-separated lists stay compact; none of these words has a space in it. */
function words(list: string): readonly string[] {
  return list.split(' ');
}

/** Common US given names and surnames, streets and places: enough for a plausible agency of a few hundred. */
export const MALE_FIRST_NAMES = words(
  'James Robert John Michael David William Richard Joseph Thomas Christopher Charles Daniel Matthew ' +
    'Anthony Mark Donald Steven Andrew Paul Joshua Kenneth Kevin Brian Timothy Ronald George Jason Edward ' +
    'Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel ' +
    'Gregory Alexander Patrick Frank Raymond Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Zachary ' +
    'Douglas Peter Kyle Marcus Terrence Luis Carlos Andre Darnell Miguel Trevor Wesley Curtis',
);

export const FEMALE_FIRST_NAMES = words(
  'Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Karen Sarah Lisa Nancy Sandra Betty ' +
    'Ashley Emily Kimberly Margaret Donna Michelle Carol Amanda Melissa Deborah Stephanie Rebecca Sharon ' +
    'Laura Cynthia Amy Kathleen Angela Dorothy Shirley Emma Brenda Nicole Pamela Samantha Anna Katherine ' +
    'Christine Debra Rachel Olivia Carolyn Maria Janet Heather Diane Julie Joyce Victoria Kelly Christina ' +
    'Lauren Joan Evelyn Judith Megan Tanya Monique Rosa Denise Yolanda Crystal Gloria Tamika Vanessa ' +
    'Erica',
);

export const LAST_NAMES = words(
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez ' +
    'Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark ' +
    'Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams ' +
    'Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker ' +
    'Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper ' +
    'Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James ' +
    'Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez',
);

export const MIDDLE_INITIALS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'J', 'L', 'M', 'R', 'S', 'T', 'W'] as const;

export const STREETS = words(
  'Oak Maple Cedar Pine Elm Washington Lake Hill Park Main Walnut Sunset Highland Jefferson Lincoln ' +
    'Madison Franklin Willow Cherry Meadow',
);
export const STREET_SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Rd', 'Ct', 'Blvd', 'Way'] as const;

/** City, state, the first three digits of its ZIP codes and a local area code. */
export const PLACES = [
  { city: 'Dallas', state: 'TX', zip: '752', area: '214' },
  { city: 'Houston', state: 'TX', zip: '770', area: '713' },
  { city: 'San Antonio', state: 'TX', zip: '782', area: '210' },
  { city: 'Phoenix', state: 'AZ', zip: '850', area: '602' },
  { city: 'Atlanta', state: 'GA', zip: '303', area: '404' },
  { city: 'Orlando', state: 'FL', zip: '328', area: '407' },
  { city: 'Tampa', state: 'FL', zip: '336', area: '813' },
  { city: 'Jacksonville', state: 'FL', zip: '322', area: '904' },
  { city: 'Charlotte', state: 'NC', zip: '282', area: '704' },
  { city: 'Raleigh', state: 'NC', zip: '276', area: '919' },
  { city: 'Nashville', state: 'TN', zip: '372', area: '615' },
  { city: 'Memphis', state: 'TN', zip: '381', area: '901' },
  { city: 'Birmingham', state: 'AL', zip: '352', area: '205' },
  { city: 'Columbus', state: 'OH', zip: '432', area: '614' },
  { city: 'Indianapolis', state: 'IN', zip: '462', area: '317' },
  { city: 'Chicago', state: 'IL', zip: '606', area: '312' },
  { city: 'St. Louis', state: 'MO', zip: '631', area: '314' },
  { city: 'Kansas City', state: 'MO', zip: '641', area: '816' },
  { city: 'Oklahoma City', state: 'OK', zip: '731', area: '405' },
  { city: 'Denver', state: 'CO', zip: '802', area: '303' },
  { city: 'Las Vegas', state: 'NV', zip: '891', area: '702' },
  { city: 'Baton Rouge', state: 'LA', zip: '708', area: '225' },
  { city: 'Jackson', state: 'MS', zip: '392', area: '601' },
  { city: 'Louisville', state: 'KY', zip: '402', area: '502' },
  { city: 'Richmond', state: 'VA', zip: '232', area: '804' },
] as const;

/** Reserved example domains (RFC 2606): demo notices can never reach a real mailbox. */
export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

export const BUSINESS_SUFFIXES = ['Insurance Group LLC', 'Financial Services Inc', 'Benefits Agency LLC'] as const;

export const CHARGEBACK_NOTES = [
  'Chargeback: policy lapsed in first year',
  'Chargeback: policy cancelled in free-look period',
  'Unearned advance balance',
  'Chargeback: not-taken policy',
  'Advance recovery: policy rescinded',
  'Chargeback: first premium returned',
] as const;

export const CREDIT_NOTES = [
  'Credit: chargeback reversed after reinstatement',
  'Credit: commission adjustment',
] as const;
