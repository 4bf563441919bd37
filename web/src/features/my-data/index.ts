/** The my-data feature's public face: MEUS DADOS, what the site keeps about the account. */
export { MyDataScreen } from './components/MyDataScreen';
