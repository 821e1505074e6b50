import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The template's UI demo routes as data: one entry per path, its title message id and its lazily
 * loaded page. Route files look the page up here, so adding a demo never adds a route file.
 */
export interface GalleryEntry {
  readonly path: string;
  readonly titleId: string;
  readonly Page: LazyExoticComponent<ComponentType>;
  /** Fetches the page's chunk (tests use it; a menu could use it to preload). */
  readonly load: () => Promise<ComponentType>;
}

type Demo = Pick<GalleryEntry, 'Page' | 'load'>;

type PageNames<M> = { [N in keyof M]: M[N] extends ComponentType ? N : never }[keyof M];

/** Several small demos share one chunk file; each entry still loads only when its route opens. */
function group<M>(loadModule: () => Promise<M>) {
  return (name: PageNames<M>): Demo => {
    const load = () => loadModule().then((module) => module[name] as ComponentType);
    return { load, Page: lazy(() => load().then((component) => ({ default: component }))) };
  };
}

const ui = group(() => import('./pages/ui-elements'));
const syntax = group(() => import('./pages/syntax-page'));
const icons = group(() => import('./pages/icons-page'));
const cards = group(() => import('./pages/cards'));
const basicTable = group(() => import('./pages/table-basic'));
const sortTables = group(() => import('./pages/table-sortable'));
const bigTable = group(() => import('./pages/table-virtual'));
const feedback = group(() => import('./pages/components-feedback'));
const actions = group(() => import('./pages/components-actions'));
const navigation = group(() => import('./pages/components-navigation'));
const media = group(() => import('./pages/components-media'));
const extra = group(() => import('./pages/extra-components'));
const choices = group(() => import('./pages/form-choices'));
const inputs = group(() => import('./pages/form-inputs'));
const pickers = group(() => import('./pages/form-pickers'));
const formLayouts = group(() => import('./pages/form-layouts'));
const validated = group(() => import('./pages/form-validated'));
const charts = group(() => import('./pages/charts'));
const maps = group(() => import('./pages/map-page'));
const editor = group(() => import('./pages/ext-editor'));
const files = group(() => import('./pages/ext-files'));
const exports = group(() => import('./pages/ext-export'));
const widgets = group(() => import('./pages/ext-widgets'));
const contextMenu = group(() => import('./pages/ext-context-menu'));
const data = group(() => import('./pages/ext-data'));
const dragDrop = group(() => import('./pages/ext-drag-drop'));
const access = group(() => import('./pages/ext-access'));

const entries: ReadonlyArray<readonly [string, string, Demo]> = [
  ['/ui-element/grid', 'grid', ui('GridDemo')],
  ['/ui-element/typography', 'typography', ui('TypographyDemo')],
  ['/ui-element/textutilities', 'textUtilities', ui('TextUtilitiesDemo')],
  ['/ui-element/syntaxhighlighter', 'syntaxHighlighter', syntax('SyntaxDemo')],
  ['/colors/colors', 'colors', ui('ColorsDemo')],
  ['/icons/reactfeather', 'icons', icons('IconsDemo')],
  ['/cards/basic', 'cardsBasic', cards('BasicCardsDemo')],
  ['/cards/statistics', 'cardsStatistics', cards('StatisticsCardsDemo')],
  ['/cards/analytics', 'cardsAnalytics', cards('AnalyticsCardsDemo')],
  ['/cards/action', 'cardsAction', cards('ActionCardsDemo')],
  ['/tables/reactstrap', 'tableBasic', basicTable('BasicTableDemo')],
  ['/tables/react-tables', 'tableSortable', sortTables('SortableTableDemo')],
  ['/tables/agGrid', 'tableVirtual', bigTable('VirtualTableDemo')],
  ['/tables/data-tables', 'tableData', sortTables('DataTableDemo')],
  ['/components/alerts', 'alerts', feedback('AlertsDemo')],
  ['/components/buttons', 'buttons', actions('ButtonsDemo')],
  ['/components/breadcrumbs', 'breadcrumbs', navigation('BreadcrumbsDemo')],
  ['/components/carousel', 'carousel', media('CarouselDemo')],
  ['/components/collapse', 'collapse', actions('CollapseDemo')],
  ['/components/dropdowns', 'dropdowns', actions('DropdownsDemo')],
  ['/components/list-group', 'listGroup', navigation('ListGroupDemo')],
  ['/components/modals', 'modals', actions('ModalsDemo')],
  ['/components/pagination', 'pagination', navigation('PaginationDemo')],
  ['/components/nav-component', 'nav', navigation('NavDemo')],
  ['/components/navbar', 'navbar', navigation('NavbarDemo')],
  ['/components/tabs-component', 'tabs', navigation('TabsDemo')],
  ['/components/pills-component', 'pills', navigation('PillsDemo')],
  ['/components/tooltips', 'tooltips', actions('TooltipsDemo')],
  ['/components/popovers', 'popovers', actions('PopoversDemo')],
  ['/components/badges', 'badges', feedback('BadgesDemo')],
  ['/components/pill-badges', 'pillBadges', feedback('PillBadgesDemo')],
  ['/components/progress', 'progress', feedback('ProgressDemo')],
  ['/components/media-objects', 'mediaObjects', media('MediaObjectsDemo')],
  ['/components/spinners', 'spinners', feedback('SpinnersDemo')],
  ['/components/toasts', 'toasts', feedback('ToastsDemo')],
  ['/extra-components/avatar', 'avatar', extra('AvatarDemo')],
  ['/extra-components/chips', 'chips', extra('ChipsDemo')],
  ['/extra-components/divider', 'divider', extra('DividerDemo')],
  ['/extra-components/auto-complete', 'autoComplete', extra('AutoCompleteDemo')],
  ['/forms/elements/select', 'select', choices('SelectDemo')],
  ['/forms/elements/switch', 'switch', choices('SwitchDemo')],
  ['/forms/elements/checkbox', 'checkbox', choices('CheckboxDemo')],
  ['/forms/elements/radio', 'radio', choices('RadioDemo')],
  ['/forms/elements/input', 'input', inputs('InputDemo')],
  ['/forms/elements/input-group', 'inputGroup', inputs('InputGroupDemo')],
  ['/forms/elements/number-input', 'numberInput', inputs('NumberInputDemo')],
  ['/forms/elements/textarea', 'textarea', inputs('TextareaDemo')],
  ['/forms/elements/pickers', 'pickers', pickers('PickersDemo')],
  ['/forms/elements/input-mask', 'inputMask', inputs('InputMaskDemo')],
  ['/forms/layout/form-layout', 'formLayout', formLayouts('FormLayoutDemo')],
  ['/forms/wizard', 'wizard', formLayouts('WizardDemo')],
  ['/forms/formik', 'validatedForm', validated('ValidatedFormDemo')],
  ['/charts/apex', 'chartsApex', charts('ApexDemo')],
  ['/charts/chartjs', 'chartsChartjs', charts('ChartjsDemo')],
  ['/charts/recharts', 'chartsRecharts', charts('RechartsDemo')],
  ['/maps/leaflet', 'map', maps('MapDemo')],
  ['/extensions/toastr', 'toastr', widgets('ToastrDemo')],
  ['/extensions/slider', 'slider', widgets('SliderDemo')],
  ['/extensions/file-uploader', 'fileUploader', files('FileUploaderDemo')],
  ['/extensions/wysiwyg-editor', 'editor', editor('EditorDemo')],
  ['/extensions/drag-and-drop', 'dragAndDrop', dragDrop('DragAndDropDemo')],
  ['/extensions/tour', 'tour', widgets('TourDemo')],
  ['/extensions/clipboard', 'clipboard', widgets('ClipboardDemo')],
  ['/extensions/context-menu', 'contextMenu', contextMenu('ContextMenuDemo')],
  ['/extensions/i18n', 'i18n', access('I18nDemo')],
  ['/extensions/swiper', 'swiper', media('SwiperDemo')],
  ['/extensions/access-control', 'accessControl', access('AccessControlDemo')],
  ['/extensions/tree', 'tree', data('TreeDemo')],
  ['/extensions/pagination', 'extPagination', data('PagedListDemo')],
  ['/extensions/export', 'export', exports('ExportDemo')],
  ['/extensions/import', 'import', files('ImportDemo')],
  ['/extensions/export-selected', 'exportSelected', exports('ExportSelectedDemo')],
];

export const GALLERY: ReadonlyMap<string, GalleryEntry> = new Map(
  entries.map(([path, key, demo]) => [path, { path, titleId: `gallery.title.${key}`, ...demo }]),
);

export function galleryEntry(path: string): GalleryEntry | undefined {
  return GALLERY.get(path);
}
