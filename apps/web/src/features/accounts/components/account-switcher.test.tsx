import auth from "@pithead/contract/locales/en/auth.json";
import shell from "@pithead/contract/locales/en/shell.json";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import type { Permission } from "../types";
import { UserMenu } from "./account-switcher";

const alice: Permission = { id: "m1", type: "miner", account_name: "alice" };
const pool: Permission = { id: "p1", type: "pool", pool_name: "Pithead" };

describe("UserMenu", () => {
  beforeAll(() => initTestI18n("en", { ...shell, ...auth }));

  it("names its trigger by the visible account name first (label in name), then the menu and the e-mail", () => {
    render(
      <UserMenu
        email="miner@pithead.test"
        permissions={[alice, pool]}
        active={alice}
        onSwitch={vi.fn()}
        onLogout={vi.fn()}
      />,
    );
    const trigger = screen.getByRole("button", { name: "alice, account menu of miner@pithead.test" });
    expect(trigger.textContent).toBe("alice");
  });

  it("shows the e-mail when no account is active, and its name holds it", () => {
    render(
      <UserMenu
        email="new@pithead.test"
        permissions={[]}
        active={null}
        onSwitch={vi.fn()}
        onLogout={vi.fn()}
      />,
    );
    const trigger = screen.getByRole("button", { name: "Account menu of new@pithead.test" });
    expect(trigger.textContent).toBe("new@pithead.test");
  });

  it("switches accounts from the keyboard and gives focus back to the trigger", async () => {
    const onSwitch = vi.fn();
    render(
      <UserMenu
        email="miner@pithead.test"
        permissions={[alice, pool]}
        active={alice}
        onSwitch={onSwitch}
        onLogout={vi.fn()}
      />,
    );
    const trigger = screen.getByRole("button", { name: /^alice, account menu/ });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Pithead · Pool" }));
    await userEvent.keyboard("{Enter}");
    expect(onSwitch).toHaveBeenCalledWith(pool);
    expect(document.activeElement).toBe(trigger);
  });
});
