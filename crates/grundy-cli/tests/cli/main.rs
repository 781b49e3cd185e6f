//! The tests of the `grundy` binary, in one test binary (one link, one run): the conformance
//! suite over the whole catalog, and per game what is specific to it.

mod array_game;
mod christmas_game;
mod command_line;
mod common;
mod conformance;
mod dag_game;
mod draw;
mod generator_limits;
mod graph_draw_game;
mod graph_hackenbush;
mod graph_score_game;
mod heap_games;
mod input_sources;
mod memory;
mod moore_nim;
mod moving_coins;
mod path_marking;
mod pebble_game;
mod play;
mod play_drawings;
mod play_loopy;
mod prefix_free;
mod scripts;
mod serve;
mod split_game;
mod stress;
mod tree_coins;
mod tree_hackenbush;
mod tree_tac_toe;
mod zigzag;
