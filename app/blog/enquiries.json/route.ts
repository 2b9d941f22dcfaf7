import { getAllPosts } from '@/lib/posts';
import { enquiryLines } from '@/lib/post-enquiry';

// Rendered once at build time into out/blog/enquiries.json.
export const dynamic = 'force-static';

/**
 * Each post's enquiry line by slug. The contact form fetches it only when a visitor arrives with
 * ?about=<slug> (lib/contact-prefill.ts), so the contact page does not grow with the blog.
 */
export function GET() {
  return Response.json(enquiryLines(getAllPosts()));
}
