/**
 * Made-up attendees for the demo registrations. E-mail addresses use the reserved example.org domain;
 * phone numbers are in the +91 98xxxxxxxx mobile format and belong to no one on purpose.
 */
export interface DemoPerson {
  name: string;
  email: string;
  phone: string;
  address: string;
}

const PEOPLE: [name: string, phone: string, address: string][] = [
  ['Ananya Sharma', '9810245731', 'B-42, Lajpat Nagar II, New Delhi 110024'],
  ['Rohan Iyer', '9840317265', '17, 4th Cross Road, Indiranagar, Bengaluru 560038'],
  ['Priya Deshpande', '9822054418', 'Flat 9, Shanti Kunj, Kothrud, Pune 411038'],
  ['Arjun Mehta', '9825461029', '23, Satellite Road, Ahmedabad 380015'],
  ['Kavya Nair', '9847203516', 'TC 12/345, Vazhuthacaud, Thiruvananthapuram 695014'],
  ['Vikram Singh Rathore', '9829134402', '8, Civil Lines, Jaipur 302006'],
  ['Meera Krishnan', '9841570923', '56, Besant Avenue, Adyar, Chennai 600020'],
  ['Aditya Banerjee', '9830642187', '112, Lake Gardens, Kolkata 700045'],
  ['Sneha Kulkarni', '9823716540', '3, Tilak Road, Dadar West, Mumbai 400028'],
  ['Rahul Verma', '9839025718', '45, Gomti Nagar Extension, Lucknow 226010'],
  ['Ishita Gupta', '9811458390', 'C-7, Sector 15, Noida 201301'],
  ['Siddharth Rao', '9849372615', '8-2-293, Road No. 12, Banjara Hills, Hyderabad 500034'],
  ['Lakshmi Venkatesh', '9845018273', '21, Gokulam 3rd Stage, Mysuru 570002'],
  ['Harpreet Kaur', '9814267035', '1204, Sector 22-B, Chandigarh 160022'],
  ['Devendra Mishra', '9839561240', 'Assi Ghat Road, Bhadaini, Varanasi 221005'],
  ['Pooja Joshi', '9837104852', '14, Tapovan, Rishikesh, Uttarakhand 249192'],
  ['Manish Agarwal', '9826345107', '33, Vijay Nagar, Indore 452010'],
  ['Neha Pillai', '9895612374', '7, Panampilly Nagar, Kochi 682036'],
  ['Suresh Patil', '9822931746', '18, Shivaji Nagar, Nashik 422002'],
  ['Anjali Chatterjee', '9831275604', '9, Salt Lake Sector II, Kolkata 700091'],
  ['Karthik Subramanian', '9840726391', '4, Race Course Road, Coimbatore 641018'],
  ['Divya Bhatt', '9825037418', '62, Alkapuri, Vadodara 390007'],
  ['Amit Tiwari', '9839458216', '27, Civil Lines, Prayagraj 211001'],
  ['Ritu Malhotra', '9810936452', 'D-14, Vasant Vihar, New Delhi 110057'],
  ['Gaurav Saxena', '9837620583', '11, Rajpur Road, Dehradun 248001'],
  ['Shalini Reddy', '9849205137', '301, Jubilee Hills, Hyderabad 500033'],
  ['Nikhil Kapoor', '9811704265', '5, Model Town, Ludhiana 141002'],
  ['Aparna Menon', '9847361029', '28, Kowdiar, Thiruvananthapuram 695003'],
  ['Tanvi Shah', '9820573146', '16, Marine Drive, Churchgate, Mumbai 400020'],
  ['Ravi Shankar Pandey', '9839217460', 'Dashashwamedh Road, Varanasi 221001'],
];

function emailFor(name: string): string {
  const parts = name.toLowerCase().split(/\s+/);
  return `${parts[0]}.${parts[parts.length - 1]}@example.org`;
}

/** The attendee of the n-th demo registration; past the end of the list, people come back for more events. */
export function demoPerson(index: number): DemoPerson {
  const [name, digits, address] = PEOPLE[index % PEOPLE.length];
  return { name, email: emailFor(name), phone: `+91 ${digits}`, address };
}

export const DEMO_PEOPLE_COUNT = PEOPLE.length;
