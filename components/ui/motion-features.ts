// Loaded with import() by RevealList, so the animation engine stays out of the first-load bundle.
import { domMin } from 'framer-motion';

export default domMin;
