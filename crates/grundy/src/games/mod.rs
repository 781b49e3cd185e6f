//! One module per game of the catalog. Each is reached through [`crate::catalog`] only.

pub mod array_game;
pub mod christmas_game;
pub(crate) mod dag_game;
pub(crate) mod graph_draw_game;
pub mod graph_hackenbush;
pub mod graph_score_game;
pub mod hunger_game;
pub mod misere_nim;
pub mod moore_nim;
pub mod moving_coins;
pub mod nim;
pub mod path_marking;
pub(crate) mod pebble_game;
pub mod prefix_free;
pub mod split_game;
pub mod tree_coins;
pub mod tree_hackenbush;
pub(crate) mod tree_tac_toe;
pub(crate) mod zigzag;
