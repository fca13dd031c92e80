pub mod end;
pub mod rules_page;
pub mod steps;
pub mod text;
