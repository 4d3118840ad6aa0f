//! The end-to-end tests: one test binary, so that the harness in
//! [`support`] (the loopback Discord stand-in, the bot launcher, the
//! database of each test) compiles and links once. A module per area; each
//! drives the real `cruise-pawns` binary (or the web site in a browser)
//! from outside, as users and Discord would.
#![recursion_limit = "256"]

mod support;

mod ai_cli;
mod analyse_cli;
mod bracket_cli;
mod discord_accepts;
mod discord_admin_language;
mod discord_ai;
mod discord_analyse;
mod discord_analysis_language;
mod discord_answers;
mod discord_any_size;
mod discord_bench;
mod discord_cards;
mod discord_cards_more;
mod discord_e2e;
mod discord_every_board;
mod discord_fair_share;
mod discord_faults;
mod discord_feel;
mod discord_flight_line;
mod discord_game_language;
mod discord_help;
mod discord_help_language;
mod discord_language;
mod discord_locked_thread;
mod discord_long_posts;
mod discord_mentions;
mod discord_move_limit;
mod discord_openapi;
mod discord_organizing_language;
mod discord_owed_crash;
mod discord_pairings_crash;
mod discord_permissions;
mod discord_picture_language;
mod discord_plain_names;
mod discord_post_order;
mod discord_profile_language;
mod discord_profile_privacy;
mod discord_puzzles;
mod discord_ratings;
mod discord_refusal_language;
mod discord_rematch;
mod discord_role_jobs;
mod discord_role_order;
mod discord_round_start_race;
mod discord_season;
mod discord_season_language;
mod discord_server_and_member_languages;
mod discord_servers_apart;
mod discord_shards;
mod discord_small_doors;
mod discord_standin;
mod discord_thread_archive;
mod discord_tournament;
mod discord_tournament_admin;
mod discord_tournament_arena;
mod discord_tournament_knockout;
mod discord_tournament_language;
mod discord_tournament_live;
mod discord_tournament_no_threads;
mod discord_tournament_restart;
mod discord_tournament_rhythm;
mod discord_tournament_roles;
mod discord_tournament_round_robin;
mod discord_tournament_series;
mod discord_tournament_swiss;
mod discord_tournament_tools;
mod discord_trust_setup;
mod discord_web;
mod engine_cli;
mod invite_cli;
mod locales_cli;
mod puzzles_cli;
mod ratings_cli;
mod swiss_cli;
mod terminal_play;
mod web_browser;
