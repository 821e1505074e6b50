import { filteredListQueries } from '../../../components/demo/demo-queries';

/** The mail demo as server state, through `useCases.demo.mail`: one list per folder or label. */
export const mailLists = filteredListQueries('mail', (demo) => demo.mail);

export const mailKeys = mailLists.keys;
export const mailQueries = { list: mailLists.list };
/** The `/email/$filter` route's loader. */
export const loadMailList = mailLists.load;
