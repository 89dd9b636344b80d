import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { useIdentityLanguage } from "./use-identity-language";

async function run(browserLanguage: "en" | "ru", identityLanguage: string | null) {
  const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
  const i18n = await initTestI18n(browserLanguage);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  renderHook(() => useIdentityLanguage(identityLanguage), { wrapper });
  return fetchMock;
}

describe("useIdentityLanguage", () => {
  it("saves the browser's language when it differs from the identity's", async () => {
    const fetchMock = await run("ru", "en");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/backend/v0.1/identity/language");
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBe(JSON.stringify({ language: "ru" }));
  });

  it("saves nothing when they match", async () => {
    const fetchMock = await run("en", "en");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
