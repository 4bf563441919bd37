/** The models "Começar de um modelo" offers (SKIN_MODELS lists them), each a skin file. */
import type { SkinModelId } from '../../skin-file';
import type { SkinFile } from '../skin-file-schema';
import { PEQUENO_NEGOCIO } from './pequeno-negocio';
import { PORTFOLIO_DESIGNER } from './portfolio-designer';
import { PROJETOS_DEV } from './projetos-dev';

export const SKIN_MODEL_FILES: Readonly<Record<SkinModelId, SkinFile>> = {
  'portfolio-designer': PORTFOLIO_DESIGNER,
  'projetos-dev': PROJETOS_DEV,
  'pequeno-negocio': PEQUENO_NEGOCIO,
};
