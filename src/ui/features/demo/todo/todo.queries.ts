import { filteredListQueries } from '../../../components/demo/demo-queries';

/** The to-do demo as server state, through `useCases.demo.todo`: one list per filter or tag. */
export const todoLists = filteredListQueries('todo', (demo) => demo.todo);

export const todoKeys = todoLists.keys;
export const todoQueries = { list: todoLists.list };
/** The `/todo/$filter` route's loader. */
export const loadTodoList = todoLists.load;
