/** The page her link asking for a quote opens: a client of hers writes one, kept for her approval. */
export { TestimonialRequest, TestimonialRequestScreen } from './components/TestimonialRequestScreen';
