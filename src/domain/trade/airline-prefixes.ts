/**
 * A seed of common IATA airline prefixes (the first 3 digits of an air waybill), to name the airline
 * beside a typed number. Any other prefix is still a valid air waybill; it just has no name here.
 */
export interface AirlinePrefix {
  readonly prefix: string;
  /** IATA two-character airline designator. */
  readonly iata: string;
  readonly name: string;
}

const airline = (prefix: string, iata: string, name: string): AirlinePrefix => ({ prefix, iata, name });

export const AIRLINE_PREFIXES: readonly AirlinePrefix[] = [
  airline('001', 'AA', 'American Airlines'),
  airline('006', 'DL', 'Delta Air Lines'),
  airline('014', 'AC', 'Air Canada'),
  airline('016', 'UA', 'United Airlines'),
  airline('020', 'LH', 'Lufthansa Cargo'),
  airline('023', 'FX', 'FedEx'),
  airline('044', 'AR', 'Aerolíneas Argentinas'),
  airline('045', 'LA', 'LATAM Airlines'),
  airline('047', 'TP', 'TAP Air Portugal'),
  airline('057', 'AF', 'Air France'),
  airline('065', 'SV', 'Saudia'),
  airline('071', 'ET', 'Ethiopian Airlines'),
  airline('074', 'KL', 'KLM Royal Dutch Airlines'),
  airline('075', 'IB', 'Iberia'),
  airline('077', 'MS', 'EgyptAir'),
  airline('081', 'QF', 'Qantas'),
  airline('083', 'SA', 'South African Airways'),
  airline('086', 'NZ', 'Air New Zealand'),
  airline('098', 'AI', 'Air India'),
  airline('105', 'AY', 'Finnair'),
  airline('112', 'CK', 'China Cargo Airlines'),
  airline('114', 'LY', 'El Al'),
  airline('117', 'SK', 'SAS Scandinavian Airlines'),
  airline('125', 'BA', 'British Airways'),
  airline('127', 'G3', 'GOL Linhas Aéreas'),
  airline('129', 'MP', 'Martinair Cargo'),
  airline('131', 'JL', 'Japan Airlines'),
  airline('134', 'AV', 'Avianca'),
  airline('139', 'AM', 'Aeroméxico'),
  airline('157', 'QR', 'Qatar Airways'),
  airline('160', 'CX', 'Cathay Pacific'),
  airline('172', 'CV', 'Cargolux'),
  airline('176', 'EK', 'Emirates'),
  airline('180', 'KE', 'Korean Air'),
  airline('205', 'NH', 'All Nippon Airways'),
  airline('217', 'TG', 'Thai Airways'),
  airline('230', 'CM', 'Copa Airlines'),
  airline('232', 'MH', 'Malaysia Airlines'),
  airline('235', 'TK', 'Turkish Airlines'),
  airline('297', 'CI', 'China Airlines'),
  airline('369', '5Y', 'Atlas Air'),
  airline('406', '5X', 'UPS Airlines'),
  airline('549', 'M3', 'LATAM Cargo Brasil'),
  airline('577', 'AD', 'Azul Linhas Aéreas'),
  airline('607', 'EY', 'Etihad Airways'),
  airline('615', 'QY', 'DHL (European Air Transport)'),
  airline('618', 'SQ', 'Singapore Airlines'),
  airline('695', 'BR', 'EVA Air'),
  airline('724', 'LX', 'Swiss International Air Lines'),
  airline('781', 'MU', 'China Eastern Airlines'),
  airline('784', 'CZ', 'China Southern Airlines'),
  airline('933', 'KZ', 'Nippon Cargo Airlines'),
  airline('957', 'JJ', 'LATAM Airlines Brasil'),
  airline('999', 'CA', 'Air China'),
];

const BY_PREFIX = new Map(AIRLINE_PREFIXES.map((a) => [a.prefix, a]));

export function airlineByPrefix(prefix: string): AirlinePrefix | null {
  return BY_PREFIX.get(prefix) ?? null;
}
