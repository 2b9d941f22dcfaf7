/**
 * What the specs expect the visitor to read, taken from the site's own content modules and posts
 * (so a change of copy changes the tests with it): the WebKit specs, the journeys and the blog's.
 */
import { aboutPage } from '../content/about';
import { blog } from '../content/blog';
import { contactPage } from '../content/contact';
import { homePage } from '../content/home';
import { privacyPage } from '../content/privacy';
import { servicesPage } from '../content/services';
import { termsPage } from '../content/terms';
import { site } from '../content/site';
import { topics } from '../content/topics';
import { getPostBySlug } from '../lib/posts';
import { tripPath } from '../lib/trip-routes';
import { getTripBySlug } from '../lib/trips';

function post(slug: string) {
  const found = getPostBySlug(slug);
  if (!found) throw new Error(`No post ${slug} in content/posts`);
  return { slug, title: found.title, path: `/blog/${slug}/`, tags: found.tags };
}

/** The sample posts: the Alps and Schengen posts share the europe topic; Zanzibar shares none. */
export const alps = post('hiking-in-the-alps');
export const schengen = post('schengen-visa-from-nigeria');
export const zanzibar = post('weekend-in-zanzibar');
/** The line "Plan a trip like this" starts the message with. */
export const enquiryLine = (title: string) => blog.planTrip.enquiryLine.replace('{title}', title);

function trip(slug: string) {
  const found = getTripBySlug(slug);
  if (!found) throw new Error(`No trip ${slug} in content/trips (on the build day, e2e/build-dates.ts)`);
  return { slug, title: found.title, path: tripPath(slug), trip: found };
}

/** The Zanzibar trip, which the Zanzibar post names: a search for "zanzibar" finds both. */
export const zanzibarTrip = trip('zanzibar-beach-week');

export const europe = topics.find((topic) => topic.slug === 'europe')!;

/** Every route the visitor can open by its address, with the main heading it shows. */
export const routes = [
  { path: '/', h1: homePage.hero.title },
  { path: '/about/', h1: aboutPage.title },
  { path: '/services/', h1: servicesPage.title },
  { path: '/blog/', h1: blog.title },
  { path: '/blog/search/', h1: blog.search.pageTitle },
  { path: '/contact/', h1: contactPage.title },
  { path: '/privacy/', h1: privacyPage.title },
  { path: '/terms/', h1: termsPage.title },
  { path: alps.path, h1: alps.title },
  { path: `/blog/topics/${europe.slug}/`, h1: europe.name },
] as const;

export { blog, contactPage, servicesPage, site };

/** Cape Town, priced in US dollars, one of the Leisure & Family Travel service's trips on /services/. */
export const capeTownTrip = trip('cape-town-and-the-winelands');
/** Umrah, whose price still holds on the later build day (e2e/build-dates.ts) when three others have expired. */
export const umrahTrip = trip('umrah-packages');
