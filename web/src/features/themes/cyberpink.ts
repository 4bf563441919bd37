/** The CYBERPINK theme chunk: importing it installs its stylesheet. */
import './cyberpink.css';

export const themeName = 'CYBERPINK';
