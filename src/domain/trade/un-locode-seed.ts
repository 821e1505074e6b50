/**
 * A SEED of UN/LOCODE places: the Brazilian ports and airports an export desk uses most and the main
 * destinations. It names places in pickers; people may enter any other code (un-locode.ts, placeFor).
 * modes: how cargo commonly leaves or arrives there (sea port, cargo airport, or both).
 */
export type PlaceMode = 'sea' | 'air';

export interface SeedPlace {
  readonly code: string;
  readonly name: string;
  readonly modes: readonly PlaceMode[];
}

const SEA: readonly PlaceMode[] = ['sea'];
const AIR: readonly PlaceMode[] = ['air'];
const BOTH: readonly PlaceMode[] = ['sea', 'air'];
const place = (code: string, name: string, modes: readonly PlaceMode[]): SeedPlace => ({ code, name, modes });

export const BRAZILIAN_PLACES: readonly SeedPlace[] = [
  place('BRSSZ', 'Santos', SEA),
  place('BRPNG', 'Paranaguá', SEA),
  place('BRRIG', 'Rio Grande', SEA),
  place('BRITJ', 'Itajaí', SEA),
  place('BRNVT', 'Navegantes', BOTH),
  place('BRIOA', 'Itapoá', SEA),
  place('BRSFS', 'São Francisco do Sul', SEA),
  place('BRIBB', 'Imbituba', SEA),
  place('BRRIO', 'Rio de Janeiro', SEA),
  place('BRSPB', 'Itaguaí (Sepetiba)', SEA),
  place('BRVIX', 'Vitória', BOTH),
  place('BRSSA', 'Salvador', BOTH),
  place('BRSUA', 'Suape', SEA),
  place('BRREC', 'Recife', BOTH),
  place('BRPEC', 'Pecém', SEA),
  place('BRFOR', 'Fortaleza', BOTH),
  place('BRIQI', 'Itaqui (São Luís)', SEA),
  place('BRVLC', 'Vila do Conde', SEA),
  place('BRMAO', 'Manaus', BOTH),
  place('BRPOA', 'Porto Alegre', BOTH),
  place('BRGRU', 'São Paulo-Guarulhos Airport', AIR),
  place('BRVCP', 'Campinas-Viracopos Airport', AIR),
  place('BRGIG', 'Rio de Janeiro-Galeão Airport', AIR),
  place('BRFLN', 'Florianópolis', AIR),
];

export const DESTINATION_PLACES: readonly SeedPlace[] = [
  place('NLRTM', 'Rotterdam', SEA),
  place('NLAMS', 'Amsterdam', BOTH),
  place('DEHAM', 'Hamburg', SEA),
  place('DEBRV', 'Bremerhaven', SEA),
  place('BEANR', 'Antwerp', SEA),
  place('GBFXT', 'Felixstowe', SEA),
  place('FRLEH', 'Le Havre', SEA),
  place('ESVLC', 'Valencia', SEA),
  place('ESALG', 'Algeciras', SEA),
  place('ESBCN', 'Barcelona', SEA),
  place('PTLIS', 'Lisbon', BOTH),
  place('PTLEI', 'Leixões', SEA),
  place('ITGOA', 'Genoa', SEA),
  place('CNSHA', 'Shanghai', SEA),
  place('CNNGB', 'Ningbo', SEA),
  place('CNTAO', 'Qingdao', SEA),
  place('HKHKG', 'Hong Kong', BOTH),
  place('SGSIN', 'Singapore', BOTH),
  place('KRPUS', 'Busan', SEA),
  place('JPYOK', 'Yokohama', SEA),
  place('AEJEA', 'Jebel Ali', SEA),
  place('ZADUR', 'Durban', SEA),
  place('USLAX', 'Los Angeles', BOTH),
  place('USLGB', 'Long Beach', SEA),
  place('USNYC', 'New York', SEA),
  place('USSAV', 'Savannah', SEA),
  place('USMIA', 'Miami', BOTH),
  place('USHOU', 'Houston', SEA),
  place('MXVER', 'Veracruz', SEA),
  place('ARBUE', 'Buenos Aires', SEA),
  place('UYMVD', 'Montevideo', SEA),
  place('CLSAI', 'San Antonio', SEA),
  place('GBLHR', 'London-Heathrow Airport', AIR),
  place('FRCDG', 'Paris-Charles de Gaulle Airport', AIR),
  place('DEFRA', 'Frankfurt Airport', AIR),
  place('JPNRT', 'Tokyo-Narita Airport', AIR),
];

export const UN_LOCODE_SEED: readonly SeedPlace[] = [...BRAZILIAN_PLACES, ...DESTINATION_PLACES];
