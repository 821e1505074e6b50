/**
 * The template demo routes the gallery owns (the routes the template this app grew from offered),
 * written out in full. Dashboards, apps, pages, user pages, misc and data list belong to other areas.
 * Extensions had no prefix in the template; they live under /extensions/<name>.
 */
const under = (prefix: string, names: string) => names.split(/,\s*/).map((name) => `${prefix}/${name}`);

export const SPEC_GALLERY_PATHS: readonly string[] = [
  ...under('/ui-element', 'grid, typography, textutilities, syntaxhighlighter'),
  '/colors/colors',
  '/icons/reactfeather',
  ...under('/cards', 'basic, statistics, analytics, action'),
  ...under('/tables', 'reactstrap, react-tables, agGrid, data-tables'),
  ...under(
    '/components',
    'alerts, buttons, breadcrumbs, carousel, collapse, dropdowns, list-group, modals, pagination, nav-component, navbar, ' +
      'tabs-component, pills-component, tooltips, popovers, badges, pill-badges, progress, media-objects, spinners, toasts',
  ),
  ...under('/extra-components', 'avatar, chips, divider, auto-complete'),
  ...under(
    '/forms/elements',
    'select, switch, checkbox, radio, input, input-group, number-input, textarea, pickers, input-mask',
  ),
  '/forms/layout/form-layout',
  '/forms/wizard',
  '/forms/formik',
  ...under('/charts', 'apex, chartjs, recharts'),
  '/maps/leaflet',
  ...under(
    '/extensions',
    'toastr, slider, file-uploader, wysiwyg-editor, drag-and-drop, tour, clipboard, context-menu, i18n, swiper, ' +
      'access-control, tree, pagination, export, import, export-selected',
  ),
];
