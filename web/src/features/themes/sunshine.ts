/** The sunshine theme chunk: importing it installs its stylesheet. */
import './sunshine.css';

export const themeName = 'sunshine';
