/** Request and response bodies of the API's calls, one file per `/api/*.php` resource (spec §7). */
export * from './profile';
