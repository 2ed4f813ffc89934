/* ninebridge harness: the gate of a program's START_TEST body (forced in
 * with -include, so that the program's line numbers do not move). */
#ifndef NINEBRIDGE_WINETEST_NB_H
#define NINEBRIDGE_WINETEST_NB_H
int winetest_nb_selected(const char *name);
void winetest_nb_done(const char *name);
#endif
